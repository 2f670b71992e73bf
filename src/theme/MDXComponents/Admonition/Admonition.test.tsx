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

  it("falls back to a note for an unknown type", () => {
    render(<Admonition type={"odd" as never}>Text</Admonition>);
    expect(screen.getByRole("complementary", { name: "Note" })).toHaveClass("admonition-note");
  });
});
