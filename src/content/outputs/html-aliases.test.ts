import { toHtmlAliases } from "./html-aliases";

describe("toHtmlAliases", () => {
  it("copies each page's index.html to a .html file beside its folder", () => {
    expect(toHtmlAliases(["/", "/docs/data", "/docs/protocols/ies/", "/404", "/404.html", "/docs/data/"])).toEqual([
      { from: "docs/data/index.html", to: "docs/data.html" },
      { from: "docs/protocols/ies/index.html", to: "docs/protocols/ies.html" },
    ]);
  });
});
