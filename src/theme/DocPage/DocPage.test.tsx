import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import DocPage from ".";
import { testSidebar } from "../../__fixtures__/sidebar";
import { docsSidebarOnScreen, DocsNavigationProvider } from "../contexts/docsNavigation";

const headings = [
  { depth: 2, value: "What a Thing is", id: "what-a-thing-is" },
  { depth: 3, value: "Identifiers", id: "identifiers" },
  { depth: 4, value: "Deep detail", id: "deep-detail" },
];

/** The words of the links in the table of contents beside the doc. */
const tocLinkTexts = () =>
  within(screen.getByRole("navigation", { name: "On this page" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

function renderPage(children?: ReactNode, props: Partial<Parameters<typeof DocPage>[0]> = {}) {
  return render(
    <DocsNavigationProvider>
      <DocPage
        title="Thing"
        pathname="/docs/concepts/thing"
        sidebar={testSidebar}
        headings={headings}
        version={{ name: "current", available: ["current"] }}
        {...props}
      >
        {children ?? <p>Body text</p>}
      </DocPage>
    </DocsNavigationProvider>,
  );
}

describe("DocPage", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows Copy page and View as Markdown right after the title when the page has a Markdown copy", () => {
    const { container } = renderPage(undefined, { markdownPath: "/docs/concepts/thing.md" });
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/docs/concepts/thing.md");
    expect(container.querySelector("h1 + .copy-page")).toContainElement(
      screen.getByRole("button", { name: "Copy page" }),
    );
  });

  it("shows no Copy page control without a Markdown copy", () => {
    renderPage();
    expect(screen.queryByRole("button", { name: "Copy page" })).toBeNull();
  });

  it("renders the title as the only h1 with breadcrumbs and prev/next links", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Thing"]);
    expect(screen.getByText("Body text")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Docs pages" });
    expect(pager).toHaveTextContent("Previous« Concepts");
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/category/concepts");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/concepts/pulse");
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toHaveTextContent("ConceptsThing");
  });

  it("lists h2 and h3 in the table of contents, on the right and in the collapsible block", () => {
    renderPage();
    expect(tocLinkTexts()).toEqual(["What a Thing is", "Identifiers"]);
    expect(screen.getByRole("button", { name: "On this page" })).toHaveAttribute("aria-expanded", "false");
  });

  it("takes the frontmatter's pager overrides: another page, or no link at all", () => {
    renderPage(undefined, { pagination: { next: { label: "Limits", href: "/docs/limits" }, previous: null } });
    expect(screen.queryByRole("link", { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/limits");
  });

  it("lists the frontmatter's heading levels in the table of contents, or hides it", () => {
    const { unmount } = renderPage(undefined, { tocLevels: { minHeadingLevel: 3, maxHeadingLevel: 4 } });
    expect(tocLinkTexts()).toEqual(["Identifiers", "Deep detail"]);
    unmount();
    renderPage(undefined, { tocLevels: null });
    expect(screen.queryByRole("navigation", { name: "On this page" })).not.toBeInTheDocument();
  });

  it("has no table of contents when the page has no headings", () => {
    renderPage(undefined, { headings: [] });
    expect(screen.queryByRole("navigation", { name: "On this page" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "On this page" })).not.toBeInTheDocument();
  });

  it("collapses the sidebar to a strip and brings it back", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("navigation", { name: "Docs sidebar" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(screen.queryByRole("navigation", { name: "Docs sidebar" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(
      within(screen.getByRole("navigation", { name: "Docs sidebar" })).getByRole("link", { name: "Thing" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("offers its sidebar to the mobile menu while it is on screen", () => {
    const { unmount } = renderPage();
    expect(docsSidebarOnScreen.current?.items).toBe(testSidebar);
    unmount();
    expect(docsSidebarOnScreen.current).toBeNull();
  });

  it("clears a stored docs version that no longer exists and keeps the current one", () => {
    window.localStorage.setItem("docs-preferred-version-default", "1.0");
    renderPage();
    expect(window.localStorage.getItem("docs-preferred-version-default")).toBe("current");
  });
});
