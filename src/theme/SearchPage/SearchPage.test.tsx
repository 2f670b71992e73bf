import { render, screen } from "@testing-library/react";
import SearchPage from ".";

describe("SearchPage", () => {
  it("keeps the query in a GET form on /search with a 64-character cap", () => {
    render(<SearchPage initialQuery="long poll" />);
    const box = screen.getByRole("searchbox", { name: "Search the documentation" });
    expect(box).toHaveValue("long poll");
    expect(box).toHaveAttribute("name", "q");
    expect(box).toHaveAttribute("maxlength", "64");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/search");
  });
});
