import { render, screen } from "@testing-library/react";
import DocPageMeta from ".";

describe("DocPageMeta", () => {
  it("shows the day, the author and an edit link opening the source in a new tab", () => {
    render(
      <DocPageMeta
        meta={{
          lastUpdated: { date: "2025-03-04", author: "Ada" },
          editUrl: "https://github.com/acme/docs/edit/main/content/docs/data.mdx",
        }}
      />,
    );
    const link = screen.getByRole("link", { name: /Edit this page/ });
    expect(link).toHaveAttribute("href", "https://github.com/acme/docs/edit/main/content/docs/data.mdx");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
    expect(screen.getByText(/Last updated on/)).toHaveTextContent("Last updated on Mar 4, 2025 by Ada");
    expect(screen.getByText("Mar 4, 2025")).toHaveAttribute("datetime", "2025-03-04");
  });

  it("shows no edit link when no repository is configured and no author when none is given", () => {
    render(<DocPageMeta meta={{ lastUpdated: { date: "2024-01-02", author: null }, editUrl: null }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/Last updated on/)).toHaveTextContent(/^Last updated on Jan 2, 2024$/);
  });

  it("renders nothing without either", () => {
    const { container } = render(<DocPageMeta meta={{ lastUpdated: null, editUrl: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
