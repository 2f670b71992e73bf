import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Sidebar from ".";
import { hydrateFirstLoad } from "../../__fixtures__/first-load";
import { sidebarCategory, sidebarDoc, testSidebar } from "../../__fixtures__/sidebar";
import { DocsNavigationProvider } from "../contexts/docsNavigation";

function Page({ pathname }: { pathname: string }) {
  return <Sidebar items={testSidebar} pathname={pathname} />;
}

const renderSidebar = (pathname: string) => {
  const result = render(
    <DocsNavigationProvider>
      <Page key={pathname} pathname={pathname} />
    </DocsNavigationProvider>,
  );
  // Each doc page mounts a new sidebar; the provider above it stays.
  const navigateTo = (next: string) =>
    result.rerender(
      <DocsNavigationProvider>
        <Page key={next} pathname={next} />
      </DocsNavigationProvider>,
    );
  return { ...result, navigateTo };
};

// Links are plain anchors in tests; keep jsdom from trying to load their pages.
const stopNavigation = (event: MouseEvent): void => event.preventDefault();
beforeAll(() => document.addEventListener("click", stopNavigation));
afterAll(() => document.removeEventListener("click", stopNavigation));

describe("Sidebar", () => {
  it("marks the current page and opens its category", () => {
    renderSidebar("/docs/concepts/thing");
    const nav = screen.getByRole("navigation", { name: "Docs sidebar" });
    expect(within(nav).getByRole("link", { name: "Thing" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("button", { name: "Collapse Concepts" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("button", { name: "API" })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Overview" })).not.toBeInTheDocument();
  });

  it(
    "renders no items of a closed category " +
      "(page HTML grows with the open categories only), and renders them on opening",
    async () => {
      const { container } = renderSidebar("/docs/data");
      const list = container.querySelector<HTMLElement>("#sidebar-api");
      expect(list).toHaveAttribute("hidden");
      expect(list?.children).toHaveLength(0);
      expect(container.querySelector("#sidebar-concepts")?.children).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: "API" }));
      expect(list).not.toHaveAttribute("hidden");
      expect(within(list as HTMLElement).getByRole("link", { name: "Overview" })).toHaveAttribute(
        "href",
        "/docs/api/overview",
      );
    },
  );

  it(
    "on a first load keeps the server's list of an open category of links instead of hydrating it; " +
      "closing and opening it draws it",
    async () => {
      const page = (labels: readonly [string, string]) => (
        <DocsNavigationProvider>
          <Sidebar
            items={[
              testSidebar[0]!,
              sidebarCategory(
                "Concepts",
                [sidebarDoc("concepts/thing", labels[0]), sidebarDoc("concepts/pulse", labels[1])],
                "concepts",
              ),
              testSidebar[2]!,
            ]}
            pathname="/docs/concepts/thing"
          />
        </DocsNavigationProvider>
      );
      const serverHtml = page(["Thing", "Pulse"]);
      // Hydrated with other labels: the server's words can only come from the server's list.
      const { wrapper, end: endLoad } = await hydrateFirstLoad(serverHtml, page(["Thing (drawn)", "Pulse (drawn)"]));
      try {
        const serverLink = wrapper.querySelector('#sidebar-concepts a[href="/docs/concepts/thing"]');
        expect(serverLink).toHaveTextContent(/^Thing$/);
        expect(serverLink).toHaveAttribute("aria-current", "page");
        // Closed and opened again, the category draws its own items.
        await userEvent.click(within(wrapper).getByRole("button", { name: "Collapse Concepts" }));
        expect(wrapper.querySelector("#sidebar-concepts")).toHaveAttribute("hidden");
        await userEvent.click(within(wrapper).getByRole("button", { name: "Expand Concepts" }));
        expect(within(wrapper).getByRole("link", { name: "Thing (drawn)" })).toHaveAttribute("aria-current", "page");
      } finally {
        endLoad();
      }
    },
  );

  it(
    "hydrates a category that holds categories (their controls must work), " +
      "and draws every list after the first load",
    async () => {
      const items = [
        sidebarCategory("Outer", [
          sidebarCategory("Inner", [sidebarDoc("outer/inner/a", "Inner A")]),
          sidebarDoc("outer/b", "Outer B"),
        ]),
      ];
      const page = (
        <DocsNavigationProvider>
          <Sidebar items={items} pathname="/docs/outer/b" />
        </DocsNavigationProvider>
      );
      const { wrapper, end: endLoad } = await hydrateFirstLoad(page);
      try {
        await userEvent.click(within(wrapper).getByRole("button", { name: "Inner" }));
        expect(within(wrapper).getByRole("link", { name: "Inner A" })).toHaveAttribute("href", "/docs/outer/inner/a");
      } finally {
        endLoad();
      }
      // After the first load (a page reached by a link), an open category of links draws its items.
      document.documentElement.setAttribute("data-hydrated", "true");
      renderSidebar("/docs/concepts/thing");
      expect(
        within(screen.getByRole("navigation", { name: "Docs sidebar" })).getByRole("link", { name: "Pulse" }),
      ).toHaveAttribute("href", "/docs/concepts/pulse");
      document.documentElement.removeAttribute("data-hydrated");
    },
  );

  it("links a category label to its index page", () => {
    renderSidebar("/docs/data");
    expect(screen.getByRole("link", { name: "Concepts" })).toHaveAttribute("href", "/docs/category/concepts");
  });

  it(
    "opens and closes a category from its arrow, " + "or from its label when it has no page: one named control each",
    async () => {
      const user = userEvent.setup();
      renderSidebar("/docs/data");
      expect(
        screen
          .getAllByRole("button")
          .filter((button) => /API/.test(button.textContent + (button.getAttribute("aria-label") ?? ""))),
      ).toHaveLength(1);
      await user.click(screen.getByRole("button", { name: "API" }));
      expect(screen.getByRole("button", { name: "API" })).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/docs/api/overview");
      await user.click(screen.getByRole("button", { name: "API" }));
      expect(screen.queryByRole("link", { name: "Overview" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Expand Concepts" }));
      expect(screen.getByRole("button", { name: "Collapse Concepts" })).toHaveAttribute("aria-expanded", "true");
    },
  );

  it("keeps categories open or closed while the reader navigates", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderSidebar("/docs/concepts/thing");
    await user.click(screen.getByRole("button", { name: "API" }));
    navigateTo("/docs/data");
    expect(screen.getByRole("button", { name: "API" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Collapse Concepts" })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Collapse Concepts" }));
    navigateTo("/docs/api/overview");
    expect(screen.getByRole("button", { name: "Expand Concepts" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });

  it("reopens the category of a page the reader navigates into", async () => {
    const user = userEvent.setup();
    const { navigateTo } = renderSidebar("/docs/concepts/thing");
    await user.click(screen.getByRole("button", { name: "Collapse Concepts" }));
    expect(screen.queryByRole("link", { name: "Thing" })).not.toBeInTheDocument();
    navigateTo("/docs/concepts/pulse");
    expect(screen.getByRole("link", { name: "Pulse" })).toHaveAttribute("aria-current", "page");
  });

  it("tells its owner when a link is followed", async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    render(
      <DocsNavigationProvider>
        <Sidebar items={testSidebar} pathname="/docs/data" onNavigate={onNavigate} />
      </DocsNavigationProvider>,
    );
    await user.click(screen.getByRole("link", { name: "Cloudloop Data" }));
    expect(onNavigate).toHaveBeenCalled();
  });
});
