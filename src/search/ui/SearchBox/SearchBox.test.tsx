import { fireEvent, render, screen } from "@testing-library/react";
import SearchBox from ".";

describe("SearchBox", () => {
  it("is a labelled combobox that takes at most 64 characters", () => {
    const onChange = jest.fn();
    render(<SearchBox id="q" value="" onChange={onChange} label="Search the documentation" />);
    const input = screen.getByRole("combobox", { name: "Search the documentation" });
    expect(input).toHaveAttribute("maxlength", "64");
    fireEvent.change(input, { target: { value: "x".repeat(80) } });
    expect(onChange).toHaveBeenCalledWith("x".repeat(64));
  });

  it("shows the spinner only when stalled, and a clear button when there is a query", () => {
    const onChange = jest.fn();
    const { rerender } = render(<SearchBox id="q" value="poll" onChange={onChange} label="Search" />);
    const icon = () => screen.getByText("Search", { selector: ".visually-hidden" }).nextElementSibling;
    const searchIcon = icon()?.outerHTML;
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("combobox").parentElement).toHaveAttribute("aria-busy", "false");
    rerender(<SearchBox id="q" value="poll" onChange={onChange} label="Search" stalled />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading results");
    expect(screen.getByRole("combobox").parentElement).toHaveAttribute("aria-busy", "true");
    expect(icon()?.outerHTML).not.toBe(searchIcon);
    fireEvent.click(screen.getByRole("button", { name: "Clear the query" }));
    expect(onChange).toHaveBeenCalledWith("");
  });
});
