import { render, screen } from "@testing-library/react";
import Highlighted, { HighlightedPath } from ".";

describe("Highlighted", () => {
  it("marks the highlighted parts and shows escaped markup as text", () => {
    const { container } = render(
      <p>
        <Highlighted value={"Use &lt;img src=x onerror=alert(1)&gt; with <mark>long</mark> poll"} />
      </p>,
    );
    expect(screen.getByText("long").tagName).toBe("MARK");
    expect(container.textContent).toBe("Use <img src=x onerror=alert(1)> with long poll");
    expect(container.querySelector("img")).toBeNull();
  });

  it("never turns unescaped markup in a value into elements", () => {
    const { container } = render(<Highlighted value={"<b>bold</b> <mark><script>x()</script></mark>"} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toBe("<b>bold</b> <script>x()</script>");
  });

  it("shows a heading path with a separator hidden from screen readers, and nothing for an empty path", () => {
    const { container } = render(<HighlightedPath parts={["API", "<mark>Long</mark> poll"]} className="path" />);
    expect(container.firstElementChild).toHaveClass("path");
    expect(container.textContent).toBe("API › Long poll");
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent("›");
    expect(screen.getByText("Long").tagName).toBe("MARK");
    expect(render(<HighlightedPath parts={[]} />).container).toBeEmptyDOMElement();
  });
});
