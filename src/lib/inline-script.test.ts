import { createAnnouncementScript } from "./announcement";
import { createBaseUrlBannerScript } from "./base-url";
import { createColorModeScript } from "./color-mode";
import { toScriptLiteral } from "./inline-script";

/** Text that would end a script element, open a comment that hides its end, or end a line inside a string. */
const HOSTILE = 'a"b</script><script>alert(1)</script><!--<script>&amp;\u2028\u2029>';

/** The scripts of a document holding `script` in its <head>, as the browser's HTML parser reads it. */
function parsedScripts(script: string): string[] {
  const html = `<!doctype html><html><head><script>${script}</script></head><body><p>after</p></body></html>`;
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll("script")].map((element) => element.textContent ?? "");
}

describe("toScriptLiteral", () => {
  it("writes JSON with no <, >, & or line separator, which reads back as the value", () => {
    const literal = toScriptLiteral({ name: HOSTILE, list: [HOSTILE] });
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(literal)).toEqual({ name: HOSTILE, list: [HOSTILE] });
    expect(new Function(`return ${literal}`)()).toEqual({ name: HOSTILE, list: [HOSTILE] });
  });
});

describe("inline scripts built from data", () => {
  const scripts = {
    announcement: createAnnouncementScript(HOSTILE),
    "color mode": createColorModeScript({
      storageKey: HOSTILE,
      defaultMode: "light",
      respectPrefersColorScheme: true,
    }),
    "base URL banner": createBaseUrlBannerScript(`/${HOSTILE}`, HOSTILE),
  };

  it.each(Object.entries(scripts))(
    "the %s script stays one script element, whole, when the parser reads it",
    (_, script) => {
      expect(parsedScripts(script)).toEqual([script]);
      expect(() => new Function(script)).not.toThrow();
    },
  );

  it("the announcement script compares the stored id with the whole hostile id", () => {
    window.localStorage.setItem("announcement-dismissed", HOSTILE);
    new Function(scripts.announcement)();
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true");
    window.localStorage.clear();
    document.documentElement.removeAttribute("data-announcement-dismissed");
  });
});
