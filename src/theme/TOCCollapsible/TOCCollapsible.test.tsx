import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import TOCCollapsible from ".";
import { buildToc } from "../../lib/toc";

const items = buildToc(
  [
    { depth: 2, value: "Lifecycle", id: "lifecycle" },
    { depth: 3, value: "Removal", id: "removal" },
  ],
  { minHeadingLevel: 2, maxHeadingLevel: 3 },
);

describe("TOCCollapsible", () => {
  it("opens the list on demand and closes it when a heading is chosen", async () => {
    const user = userEvent.setup();
    render(<TOCCollapsible items={items} />);
    const button = screen.getByRole("button", { name: "On this page" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Lifecycle" })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Removal" })).toHaveAttribute("href", "#removal");
    await user.click(screen.getByRole("link", { name: "Lifecycle" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("renders nothing without headings", () => {
    const { container } = render(<TOCCollapsible items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
