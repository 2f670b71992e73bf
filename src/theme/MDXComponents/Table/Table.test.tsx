import { render, screen } from "@testing-library/react";
import Table, { readOverflow } from ".";

describe("Table", () => {
  it("wraps the table in a focusable region named by its build-time label", () => {
    render(
      <Table data-region-label="Parameters table">
        <tbody>
          <tr>
            <td>token</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole("region", { name: "Parameters table" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region.querySelector("table")).not.toHaveAttribute("data-region-label");
  });

  it("falls back to a generic name", () => {
    render(<Table />);
    expect(screen.getByRole("region", { name: "Table" })).toBeInTheDocument();
  });
});

describe("readOverflow", () => {
  it("reports the sides that hide columns", () => {
    expect(readOverflow({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toEqual({ start: false, end: false });
    expect(readOverflow({ scrollLeft: 0, scrollWidth: 800, clientWidth: 500 })).toEqual({ start: false, end: true });
    expect(readOverflow({ scrollLeft: 150, scrollWidth: 800, clientWidth: 500 })).toEqual({ start: true, end: true });
    expect(readOverflow({ scrollLeft: 300, scrollWidth: 800, clientWidth: 500 })).toEqual({ start: true, end: false });
    expect(readOverflow({ scrollLeft: 0, scrollWidth: 500.5, clientWidth: 500 })).toEqual({ start: false, end: false });
  });
});
