import { render, screen } from "@testing-library/react";
import Figure from ".";
import Table from "../Table";

describe("Figure", () => {
  it("shows the image with its alternative text and caption", () => {
    render(<Figure src="/img/things.svg" alt="The Things screen" caption="Things" />);
    expect(screen.getByRole("img", { name: "The Things screen" })).toHaveAttribute("src", "/img/things.svg");
    expect(screen.getByRole("figure")).toHaveTextContent("Things");
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
