import { findRetiredNames, findUnpublishedClaims } from "./published-facts";

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

describe("findRetiredNames", () => {
  it("flags a LingoMO header key, a decoded path and bare Ceefax operations where they apply", () => {
    expect(findRetiredNames("docs/destinations/email.mdx", "Subject uses `header.momsn`.\nOK line").map((found) => [found.line, found.text])).toEqual([[1, "`header.momsn`"]]);
    expect(findRetiredNames("docs/destinations/http.mdx", '  "decoded": {')).toHaveLength(1);
    expect(findRetiredNames("docs/protocols/ceefax.mdx", '{ "id": "1", "reboot": {} }')).toHaveLength(1);
    expect(findRetiredNames("docs/protocols/ceefax.mdx", '{ "id": "1", "rebootRequest": {} }')).toEqual([]);
    expect(findRetiredNames("docs/api/overview.mdx", "Call `ping` first.")).toEqual([]);
  });

  it("lets a page say there is no header key", () => {
    expect(findRetiredNames("docs/destinations/ftp.mdx", "There is no `header` key.")).toEqual([]);
  });
});
