import { render, screen } from "@testing-library/react";
import Breadcrumbs from ".";

describe("Breadcrumbs", () => {
  it("links home and each category, and marks the current page", () => {
    render(<Breadcrumbs crumbs={[{ label: "Destinations", href: "/docs/category/destinations" }, { label: "HTTP Webhook", href: null }]} />);
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Destinations" })).toHaveAttribute("href", "/docs/category/destinations");
    expect(screen.getByText("HTTP Webhook")).toHaveAttribute("aria-current", "page");
  });
});
