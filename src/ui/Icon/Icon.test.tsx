import fs from "fs";
import path from "path";
import { render } from "@testing-library/react";
import * as Icons from ".";
import { CloseIcon, DoubleChevronIcon, SearchIcon, SpinnerIcon, type Icon } from ".";

const icons = Object.entries(Icons).filter((entry): entry is [string, Icon] => typeof entry[1] === "function");

const svgOf = (element: JSX.Element): SVGSVGElement => {
  const svg = render(element).container.querySelector("svg");
  if (!svg) throw new Error("no svg rendered");
  return svg;
};

describe("the icon module", () => {
  it("exports every icon by a name ending in Icon", () => {
    expect(icons.length).toBeGreaterThan(30);
    expect(icons.map(([name]) => name).filter((name) => !name.endsWith("Icon"))).toEqual([]);
  });

  it.each(icons.filter(([name]) => name !== "DoubleChevronIcon"))(
    "draws %s as a decorative SVG, hidden from assistive technology",
    (_name, IconComponent) => {
      const svg = svgOf(<IconComponent />);
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg).toHaveAttribute("focusable", "false");
      expect(svg.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
      expect(svg.getAttribute("width")).toBe(svg.getAttribute("height"));
      expect(svg.querySelector("title")).toBeNull();
      expect(svg.children.length).toBeGreaterThan(0);
    },
  );

  it("keeps the markup the components drew inline", () => {
    expect(svgOf(<SearchIcon />).outerHTML).toBe(
      '<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">' +
        '<path fill="currentColor" d="M14.386 14.386l4.088 4.088-1.06 1.06-4.088-4.087a8 8 0 1 1 1.06-1.06z' +
        'M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z"></path></svg>',
    );
    expect(svgOf(<CloseIcon size={16} strokeWidth={2.2} />).outerHTML).toBe(
      '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">' +
        '<path stroke="currentColor" stroke-width="2.2" stroke-linecap="round" d="M6 6l12 12M18 6L6 18"></path></svg>',
    );
  });

  it("takes a size and a class (what the css prop passes)", () => {
    const svg = svgOf(<SpinnerIcon size={24} className="turning" />);
    expect(svg).toHaveAttribute("width", "24");
    expect(svg).toHaveAttribute("height", "24");
    expect(svg).toHaveClass("turning");
  });

  it("points the double chevrons either way", () => {
    const right = svgOf(<DoubleChevronIcon direction="right" />)
      .querySelector("path")
      ?.getAttribute("d");
    const left = svgOf(<DoubleChevronIcon direction="left" />)
      .querySelector("path")
      ?.getAttribute("d");
    expect(right).toBe("M6 7l5 5-5 5M13 7l5 5-5 5");
    expect(left).toBe("M18 7l-5 5 5 5M11 7l-5 5 5 5");
  });

  it("is an index of re-exports only, so the bundler can put each icon in the chunks that draw it", () => {
    const source = fs.readFileSync(path.join(__dirname, "index.tsx"), "utf8");
    // Whatever is left once the comments and the `export { … } from "./…";` statements (on one line or several) are
    // gone.
    const rest = source
      .replace(/^\/\/.*$/gm, "")
      .replace(/^export (type )?\{[\w\s,]+\} from "\.\/\w+";$/gm, "")
      .trim();
    expect(rest).toBe("");
  });
});
