import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MobileSidebar from ".";
import { testSidebar } from "../../__fixtures__/sidebar";
import { DocsNavigationProvider } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";

function renderMenu(props: Partial<Parameters<typeof MobileSidebar>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <DocsNavigationProvider>
      <button type="button">Behind the menu</button>
      <MobileSidebar
        pathname="/docs/concepts/thing"
        docsSidebar={{ items: testSidebar, Sidebar }}
        onClose={onClose}
        {...props}
      />
    </DocsNavigationProvider>,
  );
  return { onClose, dialog: screen.getByRole("dialog", { name: "Navigation menu" }) };
}

// Links are plain anchors in tests; keep jsdom from trying to load their pages.
const stopNavigation = (event: MouseEvent): void => event.preventDefault();
beforeAll(() => document.addEventListener("click", stopNavigation));
afterAll(() => document.removeEventListener("click", stopNavigation));

describe("MobileSidebar", () => {
  afterEach(() => {
    document.body.style.overflow = "";
  });

  it("on a docs page opens on the docs sidebar, with a way back to the main menu", async () => {
    const user = userEvent.setup();
    const { dialog } = renderMenu();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("link", { name: "Thing" })).toHaveAttribute("aria-current", "page");
    await user.click(within(dialog).getByRole("button", { name: "← Back to main menu" }));
    const main = within(dialog).getByRole("navigation", { name: "Main menu" });
    expect(within(main).getByRole("link", { name: "Data" })).toHaveAttribute("href", "/docs/data");
    expect(within(main).getByRole("link", { name: /groundcontrol\.com/ })).toHaveAttribute("target", "_blank");
    expect(within(dialog).queryByRole("navigation", { name: "Docs sidebar" })).not.toBeInTheDocument();
  });

  it("outside the docs shows only the primary menu", () => {
    const { dialog } = renderMenu({ pathname: "/", docsSidebar: null });
    expect(within(dialog).getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "← Back to main menu" })).not.toBeInTheDocument();
  });

  it("moves focus inside, traps Tab, locks the page scroll and closes on Escape", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderMenu({ pathname: "/", docsSidebar: null });
    const closeButton = within(dialog).getByRole("button", { name: "Close the navigation menu" });
    expect(closeButton).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    const focusable = [
      within(dialog).getByRole("link", { name: "Cloudloop Knowledgebase home" }),
      closeButton,
      within(dialog).getByRole("link", { name: "Data" }),
      within(dialog).getByRole("link", { name: /groundcontrol\.com/ }),
    ];
    focusable[3]?.focus();
    await user.tab();
    expect(focusable[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(focusable[3]).toHaveFocus();
    screen.getByRole("button", { name: "Behind the menu" }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("closes from the backdrop, the close button and a followed link", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderMenu();
    // The backdrop is what lies beside the panel: a click anywhere outside the menu.
    await user.click(dialog.previousElementSibling as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Close the navigation menu" }));
    await user.click(within(dialog).getByRole("link", { name: "Pulse" }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
