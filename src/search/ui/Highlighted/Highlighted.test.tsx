import { render, screen } from "@testing-library/react";
import Highlighted from ".";

describe("Highlighted", () => {
  it("marks the highlighted parts and shows escaped markup as text", () => {
    const { container } = render(
      <p>
        <Highlighted value={'Use &lt;img src=x onerror=alert(1)&gt; with <mark>long</mark> poll'} />
      </p>,
    );
    expect(screen.getByText("long").tagName).toBe("MARK");
    expect(container.textContent).toBe("Use <img src=x onerror=alert(1)> with long poll");
    expect(container.querySelector("img")).toBeNull();
  });

  it("never turns unescaped markup in a value into elements", () => {
    const { container } = render(<Highlighted value={'<b>bold</b> <mark><script>x()</script></mark>'} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toBe("<b>bold</b> <script>x()</script>");
  });
});
