import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Layout from ".";
import { testSidebar } from "../../__fixtures__/sidebar";
import { ColorModeProvider } from "../contexts/colorMode";
import { DocsNavigationProvider, useRegisterDocsSidebar } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";

jest.mock("../SearchButton", () => ({ __esModule: true, default: () => <button type="button">Search stub</button> }));

function DocsPageStub() {
  useRegisterDocsSidebar(testSidebar, Sidebar);
  return <p>Doc body</p>;
}

function Crash(): never {
  throw new Error("Broken component");
}

async function renderLayout(pathname: string, page = <p>Page body</p>) {
  await act(async () => {
    render(
      <ColorModeProvider>
        <DocsNavigationProvider>
          <Layout pathname={pathname}>{page}</Layout>
        </DocsNavigationProvider>
      </ColorModeProvider>,
    );
  });
}

describe("Layout", () => {
  beforeEach(() => window.localStorage.clear());

  it("puts the skip link first, then the announcement, navbar, main content and footer", async () => {
    await renderLayout("/");
    const focusable = document.querySelectorAll("a[href], button");
    expect(focusable[0]).toHaveTextContent("Skip to main content");
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("Page body");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Copyright © 2025 Ground Control");
  });

  it("opens the mobile menu with the docs sidebar on docs pages, and closes it back to the menu button", async () => {
    const user = userEvent.setup();
    await renderLayout("/docs/concepts/thing", <DocsPageStub />);
    const menuButton = screen.getByRole("button", { name: "Open the navigation menu" });
    await user.click(menuButton);
    const dialog = await screen.findByRole("dialog", { name: "Navigation menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: "Thing" })).toHaveAttribute("aria-current", "page");
    expect(within(dialog).getByRole("button", { name: "← Back to main menu" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("keeps the navbar when the page crashes", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderLayout("/docs/x", <Crash />);
    expect(screen.getByRole("heading", { level: 1, name: "This page crashed." })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Broken component");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
