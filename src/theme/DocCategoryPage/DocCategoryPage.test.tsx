import { render, screen, within } from "@testing-library/react";
import DocCategoryPage from ".";
import { testSidebar } from "../../__fixtures__/sidebar";
import { DocsNavigationProvider } from "../contexts/docsNavigation";

describe("DocCategoryPage", () => {
  it("shows a card with title and description per child", () => {
    render(
      <DocsNavigationProvider>
        <DocCategoryPage
          title="Concepts"
          description="Building blocks."
          pathname="/docs/category/concepts"
          sidebar={testSidebar}
          cards={[
            { kind: "doc", title: "Thing", description: "A device.", href: "/docs/concepts/thing" },
            { kind: "category", title: "AWS", description: "", href: "/docs/category/aws", count: 2 },
          ]}
        />
      </DocsNavigationProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Concepts" })).toBeInTheDocument();
    expect(screen.getByText("Building blocks.")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Concepts pages" });
    const cards = within(list).getAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(["/docs/concepts/thing", "/docs/category/aws"]);
    expect(cards[0]).toHaveTextContent("ThingA device.");
    expect(cards[1]).toHaveTextContent("AWS2 items");
    expect(within(screen.getByRole("navigation", { name: "Docs sidebar" })).getByRole("link", { name: "Concepts" })).toHaveAttribute("aria-current", "page");
  });
});
