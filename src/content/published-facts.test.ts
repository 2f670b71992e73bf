import { findUnpublishedClaims } from "./published-facts";

describe("findUnpublishedClaims", () => {
  it("flags a documented field called not published, in prose or a table row", () => {
    const body = "Intro.\n| `wgUp` | not published |\nThe `sendLocation` command is not published. Other text.";
    expect(findUnpublishedClaims("docs/protocols/ceefax.mdx", body).map((claim) => [claim.line, claim.field.name])).toEqual([
      [2, "wgUp"],
      [3, "sendLocation"],
    ]);
  });

  it("leaves honest claims and other sentences alone, and scopes bare names to their pages", () => {
    expect(findUnpublishedClaims("docs/protocols/ceefax.mdx", "The `wgUp` flag is a boolean. Field sizes are not published.")).toEqual([]);
    expect(findUnpublishedClaims("docs/api/overview.mdx", "The `status` format is not published.")).toEqual([]);
    expect(findUnpublishedClaims("docs/protocols/p6/mo.mdx", "The `status` format is not published.")).toHaveLength(1);
  });
});
