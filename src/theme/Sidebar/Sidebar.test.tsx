import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Sidebar from ".";
import { testSidebar } from "../../test/sidebar-fixture";

describe("Sidebar", () => {
  it("marks the current page and opens its category", () => {
    render(<Sidebar items={testSidebar} pathname="/docs/concepts/thing" />);
    const nav = screen.getByRole("navigation", { name: "Docs sidebar" });
    expect(within(nav).getByRole("link", { name: "Thing" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("button", { name: "Collapse Concepts" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("button", { name: "Expand API" })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Overview" })).not.toBeInTheDocument();
  });

  it("links a category label to its index page", () => {
    render(<Sidebar items={testSidebar} pathname="/docs/data" />);
    expect(screen.getByRole("link", { name: "Concepts" })).toHaveAttribute("href", "/docs/category/concepts");
  });

  it("opens and closes a category", async () => {
    render(<Sidebar items={testSidebar} pathname="/docs/data" />);
    await userEvent.click(screen.getByRole("button", { name: "Expand API" }));
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/docs/api/overview");
    await userEvent.click(screen.getByRole("button", { name: "Collapse API" }));
    expect(screen.queryByRole("link", { name: "Overview" })).not.toBeInTheDocument();
  });
});
