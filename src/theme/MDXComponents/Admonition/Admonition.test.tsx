import { render, screen } from "@testing-library/react";
import Admonition from ".";

describe("Admonition", () => {
  it("labels the callout by its type when it has no title", () => {
    render(<Admonition type="warning">Careful</Admonition>);
    const box = screen.getByRole("complementary", { name: "Warning" });
    expect(box).toHaveTextContent("Careful");
    expect(box).toHaveClass("admonition-warning");
  });

  it("uses the given title", () => {
    render(
      <Admonition type="tip" title="Save time">
        Short cut
      </Admonition>,
    );
    expect(screen.getByRole("complementary", { name: "Save time" })).toBeInTheDocument();
  });

  it("takes its colours from the theme variables of its kind", () => {
    render(<Admonition type="danger">Stop</Admonition>);
    const box = screen.getByRole("complementary", { name: "Danger" });
    expect(box.style.getPropertyValue("--admonition-color")).toBe("var(--color-danger)");
    expect(box.style.getPropertyValue("--admonition-bg")).toBe("var(--color-danger-bg)");
  });

  it("falls back to a note for an unknown type", () => {
    render(<Admonition type={"odd" as never}>Text</Admonition>);
    expect(screen.getByRole("complementary", { name: "Note" })).toHaveClass("admonition-note");
  });
});
