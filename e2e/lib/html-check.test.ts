/** @jest-environment node */
import { readVnuErrors } from "./html-check";

describe("readVnuErrors", () => {
  it("lists errors with their file and line, relative to the build folder, and leaves warnings out", () => {
    const report = JSON.stringify({
      messages: [
        {
          type: "error",
          url: "file:/site/public/docs/a%20b/index.html",
          lastLine: 3,
          message: "Stray end tag “div”.",
          extract: "  </div></div>  ",
        },
        {
          type: "info",
          subType: "warning",
          url: "file:/site/public/index.html",
          lastLine: 1,
          message: "Consider adding a lang attribute.",
        },
        { type: "non-document-error", subType: "io", url: "file:/site/public/gone.html", message: "File not found." },
      ],
    });
    expect(readVnuErrors(report, "/site/public")).toEqual([
      "docs/a b/index.html:3: Stray end tag “div”. [</div></div>]",
      "gone.html:?: File not found.",
    ]);
  });

  it("fails on a report that is not the checker's JSON", () => {
    expect(() => readVnuErrors("{}", "/site")).toThrow(/no messages list/);
    expect(() => readVnuErrors("Error: Unable to access jarfile", "/site")).toThrow();
  });
});
