import { render, screen } from "@testing-library/react";
import Figure from ".";
import Table from "../Table";

describe("Figure", () => {
  it("shows the image with its alternative text and caption", () => {
    render(<Figure src="/img/things.svg" alt="The Things screen" caption="Things" />);
    expect(screen.getByRole("img", { name: "The Things screen" })).toHaveAttribute("src", "/img/things.svg");
    expect(screen.getByRole("figure")).toHaveTextContent("Things");
  });

  it("shows a screenshot as a <picture> with AVIF and WebP sources, its size and lazy loading", () => {
    const image = {
      width: 860,
      height: 484,
      images: {
        fallback: {
          src: "/static/shot-860.png",
          srcSet: "/static/shot-430.png 430w,/static/shot-860.png 860w",
          sizes: "(min-width: 860px) 860px, 100vw",
        },
        sources: [
          {
            type: "image/avif",
            srcSet: "/static/shot-430.avif 430w,/static/shot-860.avif 860w",
            sizes: "(min-width: 860px) 860px, 100vw",
          },
          {
            type: "image/webp",
            srcSet: "/static/shot-430.webp 430w,/static/shot-860.webp 860w",
            sizes: "(min-width: 860px) 860px, 100vw",
          },
        ],
      },
    };
    const { container } = render(
      <Figure src="/static/shot.png" alt="The Things screen" caption="Things" image={image} />,
    );
    expect([...container.querySelectorAll("picture source")].map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const img = screen.getByRole("img", { name: "The Things screen" });
    expect(img).toHaveAttribute("src", "/static/shot-860.png");
    expect(img).toHaveAttribute("width", "860");
    expect(img).toHaveAttribute("height", "484");
    expect(img).toHaveAttribute("loading", "lazy");
  });
});

describe("Table", () => {
  it("wraps a table in a scrollable, focusable region", () => {
    render(
      <Table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole("region", { name: "Table" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("table")).toHaveTextContent("cell");
  });
});
