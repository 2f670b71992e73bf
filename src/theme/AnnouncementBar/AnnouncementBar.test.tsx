import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import AnnouncementBar from ".";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from "../../lib/announcement";

const config = {
  id: "welcome-2025",
  content: 'New here? Start with <a href="/docs/category/concepts">Concepts</a>.',
  backgroundColor: "#0b3d91",
  textColor: "#ffffff",
  isCloseable: true,
};

/** Renders the bar as the layout does, with the navbar after it (the bar's text shows once something follows it). */
async function renderBar(value = config, followed = true) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <>
        <AnnouncementBar config={value} />
        {followed ? <header /> : null}
      </>,
    );
  });
  return result as ReturnType<typeof render>;
}

describe("AnnouncementBar", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it("shows the configured content and colours", async () => {
    await renderBar();
    const bar = screen.getByRole("region", { name: "Announcement" });
    expect(bar).toHaveTextContent("New here? Start with Concepts.");
    expect(bar).toHaveStyle({ backgroundColor: "#0b3d91", color: "#ffffff" });
    expect(screen.getByRole("link", { name: "Concepts" })).toHaveAttribute("href", "/docs/category/concepts");
  });

  it(
    "hides its sentence while nothing follows it yet " +
      "(a page still arriving would show it moving as its words arrive)",
    async () => {
      await renderBar(config, false);
      expect(screen.queryByRole("link", { name: "Concepts" })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Close announcement" })).toBeInTheDocument();
    },
  );

  it("follows internal links inside the app", async () => {
    const user = userEvent.setup();
    await renderBar();
    await user.click(screen.getByRole("link", { name: "Concepts" }));
    expect(navigate).toHaveBeenCalledWith("/docs/category/concepts");
  });

  it("closes and remembers the dismissal by id", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBar();
    await user.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe("welcome-2025");
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true");
    unmount();
    await renderBar();
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
  });

  it("shows again once the id changes", async () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, "older-bar");
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true");
    await renderBar();
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument();
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it("has no close button when the bar is not closeable, and renders nothing without a config", async () => {
    const { unmount } = await renderBar({ ...config, isCloseable: false });
    expect(screen.queryByRole("button", { name: "Close announcement" })).not.toBeInTheDocument();
    unmount();
    const { container } = render(<AnnouncementBar config={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
