import { render, screen, within } from "@testing-library/react";
import ByteLayout from ".";
import { formatSize, toLayoutSegments } from "./layout";

const fields = [
  { name: "version", size: 1, type: "uint8" },
  { name: "length", size: 2, unit: "bytes", range: "0 to 65535" },
  { name: "body", size: 5, description: "Payload" },
];

describe("toLayoutSegments", () => {
  it("lays fields end to end with widths proportional to size", () => {
    const segments = toLayoutSegments(fields);
    expect(segments.map((segment) => [segment.name, segment.offset, segment.percent])).toEqual([
      ["version", 0, 12.5],
      ["length", 1, 25],
      ["body", 3, 62.5],
    ]);
  });

  it("rejects sizes that are not positive numbers", () => {
    expect(() => toLayoutSegments([{ name: "bad", size: 0 }])).toThrow('field "bad" needs a positive size');
    expect(() => toLayoutSegments([{ name: "nan", size: Number.NaN }])).toThrow();
  });

  it("formats sizes with their unit", () => {
    expect(formatSize(1, "byte")).toBe("1 byte");
    expect(formatSize(24, "bit")).toBe("24 bits");
  });
});

describe("ByteLayout", () => {
  it("draws boxes for sighted readers and a table for everyone", () => {
    const { container } = render(<ByteLayout caption="Header" fields={fields} />);
    expect(screen.getByText("Header (8 bytes in total)")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Header" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "2 bytes", "—", "bytes", "0 to 65535", "—"]);
    const strip = container.querySelector('[aria-hidden="true"]');
    expect(strip?.children).toHaveLength(3);
    expect((strip?.children[2] as HTMLElement).style.flexGrow).toBe("5");
  });
});
