import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Navbar from ".";
import { ColorModeProvider } from "../contexts/colorMode";

jest.mock("../SearchButton", () => ({ __esModule: true, default: () => <button type="button">Search stub</button> }));

const renderNavbar = (props: Parameters<typeof Navbar>[0]) =>
  render(
    <ColorModeProvider>
      <Navbar {...props} />
    </ColorModeProvider>,
  );

describe("Navbar", () => {
  it("shows the brand, the Data link and the provider's site", () => {
    renderNavbar({ pathname: "/" });
    expect(screen.getByRole("link", { name: "Cloudloop Knowledgebase home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Data" })).toHaveAttribute("href", "/docs/data");
    const provider = screen.getByRole("link", { name: /groundcontrol\.com/ });
    expect(provider).toHaveAttribute("href", "https://www.groundcontrol.com");
    expect(provider).toHaveAttribute("target", "_blank");
    expect(provider).toHaveAttribute("rel", "noopener noreferrer");
    expect(provider).toHaveTextContent("(opens in a new tab)");
  });

  it("marks the Data link active on docs pages only, and as the current page on its own page", () => {
    const { unmount } = renderNavbar({ pathname: "/docs/concepts/thing" });
    expect(screen.getByRole("link", { name: "Data" })).toHaveClass("active");
    expect(screen.getByRole("link", { name: "Data" })).not.toHaveAttribute("aria-current");
    unmount();
    const { unmount: unmountDataPage } = renderNavbar({ pathname: "/docs/data" });
    expect(screen.getByRole("link", { name: "Data" })).toHaveAttribute("aria-current", "page");
    unmountDataPage();
    renderNavbar({ pathname: "/markdown-page" });
    expect(screen.getByRole("link", { name: "Data" })).not.toHaveClass("active");
  });

  it("holds the colour-mode toggle and the search entry point", () => {
    renderNavbar({ pathname: "/" });
    expect(screen.getByRole("button", { name: /Switch between dark and light mode/ })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("button", { name: "Search stub" }));
  });

  it("has a menu button that opens the mobile menu", async () => {
    const user = userEvent.setup();
    const onOpenMenu = jest.fn();
    const onPrepareMenu = jest.fn();
    renderNavbar({ pathname: "/", onOpenMenu, onPrepareMenu });
    const button = screen.getByRole("button", { name: "Open the navigation menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(onPrepareMenu).toHaveBeenCalled();
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });
});
