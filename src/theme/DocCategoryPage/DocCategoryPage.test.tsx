import { render, screen, within } from "@testing-library/react";
import { hydrateFirstLoad } from "../../__fixtures__/first-load";
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
    expect(
      within(screen.getByRole("navigation", { name: "Docs sidebar" })).getByRole("link", { name: "Concepts" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it(
    "keeps the server's cards on a first load instead of hydrating them, " +
      "and draws them after a client-side navigation",
    async () => {
      const cards = [
        { kind: "doc", title: "Thing", description: "A device.", href: "/docs/concepts/thing" },
        { kind: "doc", title: "Message", description: "What travels.", href: "/docs/concepts/message" },
      ] as const;
      const page = (list: typeof cards | readonly [] = cards) => (
        <DocsNavigationProvider>
          <DocCategoryPage
            title="Concepts"
            description=""
            pathname="/docs/category/concepts"
            sidebar={testSidebar}
            cards={list}
          />
        </DocsNavigationProvider>
      );
      // A first load hydrated with no cards at all: what shows can only be the server's list.
      const { wrapper, end } = await hydrateFirstLoad(page(), page([]));
      try {
        expect(wrapper.querySelectorAll(".category-card")).toHaveLength(2);
        expect(
          within(screen.getByRole("list", { name: "Concepts pages" }))
            .getAllByRole("link")
            .map((link) => link.getAttribute("href")),
        ).toEqual(["/docs/concepts/thing", "/docs/concepts/message"]);
      } finally {
        end();
      }
      // Once the app has rendered, a page drawn by a client-side navigation renders its own cards.
      document.documentElement.setAttribute("data-hydrated", "true");
      const { unmount } = render(page());
      expect(within(screen.getByRole("list", { name: "Concepts pages" })).getAllByRole("link")).toHaveLength(2);
      unmount();
      document.documentElement.removeAttribute("data-hydrated");
    },
  );
});
