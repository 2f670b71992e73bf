import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CopyPage, { COPY_MESSAGES } from ".";

const MARKDOWN = "# Thing\n\n> A device.\n";

function stubFetch(response: { ok: boolean; status?: number; text?: string }) {
  const fetchMock = jest.fn(async () => ({
    ok: response.ok,
    status: response.status ?? 200,
    text: async () => response.text ?? MARKDOWN,
  }));
  Object.defineProperty(window, "fetch", { configurable: true, writable: true, value: fetchMock });
  return fetchMock;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: jest.fn(writeText) };
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
  return clipboard;
}

describe("CopyPage", () => {
  afterEach(() => jest.restoreAllMocks());

  it("offers a keyboard-reachable Copy page button and a View as Markdown link to the Markdown copy", async () => {
    render(<CopyPage markdownPath="/docs/concepts/thing.md" />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Copy page" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/docs/concepts/thing.md");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("fetches the Markdown copy only when used, copies it and announces it", async () => {
    const fetchMock = stubFetch({ ok: true });
    const clipboard = stubClipboard(async () => undefined);
    render(<CopyPage markdownPath="/docs/concepts/thing.md" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(COPY_MESSAGES.copied));
    expect(fetchMock).toHaveBeenCalledWith("/docs/concepts/thing.md");
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
  });

  it("opens the Markdown copy in a new tab and says so when the clipboard refuses", async () => {
    stubFetch({ ok: true });
    stubClipboard(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError");
    });
    const open = jest.spyOn(window, "open").mockImplementation(() => ({}) as Window);
    render(<CopyPage markdownPath="/docs/concepts/thing.md" />);
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(COPY_MESSAGES.opened));
    expect(open).toHaveBeenCalledWith("/docs/concepts/thing.md", "_blank");
  });

  it("reports a Markdown copy that cannot be loaded and opens nothing", async () => {
    stubFetch({ ok: false, status: 404 });
    const clipboard = stubClipboard(async () => undefined);
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    render(<CopyPage markdownPath="/docs/missing.md" />);
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(COPY_MESSAGES.failed));
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
