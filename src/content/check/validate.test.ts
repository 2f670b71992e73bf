import { formatContentErrors, validateSite } from "./validate";

describe("validateSite", () => {
  it("accepts pages whose links all resolve", () => {
    const { errors } = validateSite(
      [
        { file: "a.mdx", route: "/docs/a", body: "## Hello\n\nSee [b](/docs/b#there) and [home](/)." },
        { file: "b.mdx", route: "/docs/b", body: "## There\n\nBack to [a](/docs/a#hello)." },
      ],
      ["/"],
      [],
    );
    expect(errors).toEqual([]);
  });

  it("reports MDX syntax errors with the file and line", () => {
    const { errors } = validateSite(
      [{ file: "content/docs/bad.mdx", route: "/docs/bad", body: "Text\n\nA {broken" }],
      [],
      [],
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.file).toBe("content/docs/bad.mdx");
    expect(errors[0]?.message).toMatch(/^MDX syntax error at line 3/);
  });

  it("reports broken links and anchors", () => {
    const { errors } = validateSite(
      [{ file: "a.mdx", route: "/docs/a", body: "[x](/docs/missing) [y](#nowhere)" }],
      [],
      [],
    );
    expect(errors.map((error) => error.message)).toEqual([
      "broken link to /docs/missing (line 1): no page at /docs/missing",
      "broken anchor in #nowhere (line 1): /docs/a has no heading #nowhere",
    ]);
  });
});

describe("formatContentErrors", () => {
  it("lists each problem with its file", () => {
    expect(formatContentErrors([{ file: "a.mdx", message: "oops" }])).toBe(
      "The docs content has 1 problem:\n  - a.mdx: oops",
    );
  });
});

describe("validateSite line numbers and parse failures", () => {
  it("reports file lines (after frontmatter) and does not blame links into a page that failed to parse", () => {
    const { errors } = validateSite(
      [
        { file: "bad.mdx", route: "/docs/bad", body: "Text\n\n<Admonition>\n\nopen", lineOffset: 4 },
        { file: "good.mdx", route: "/docs/good", body: "See [bad](/docs/bad#anything).", lineOffset: 4 },
      ],
      [],
      [],
    );
    expect(errors).toEqual([
      {
        file: "bad.mdx",
        message: expect.stringMatching(
          /^MDX syntax error at line 7, column 1: Expected a closing tag for `<Admonition>`$/,
        ),
      },
    ]);
  });
});
