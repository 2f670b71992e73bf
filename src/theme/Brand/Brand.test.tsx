import { render, screen } from "@testing-library/react";
import Brand from ".";

describe("Brand", () => {
  it("links home with the site title and a decorative logo", () => {
    render(<Brand />);
    const link = screen.getByRole("link", { name: "Cloudloop Knowledgebase home" });
    expect(link).toHaveAttribute("href", "/");
    expect(link).toHaveTextContent("Cloudloop Knowledgebase");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
