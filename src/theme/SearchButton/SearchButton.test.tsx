import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Props as ModalProps } from "../../search/widgets/SearchDialog";
import SearchButton from ".";

const preloadSearch = jest.fn();
const modalProps: ModalProps[] = [];

// The engine starts from its own module, beside the dialog's code.
jest.mock("../../search/clients/site", () => ({ __esModule: true, preloadSiteSearch: () => preloadSearch() }));

// The dialog itself is tested on its own; here it only shows what the button hands it.
jest.mock("../../search/widgets/SearchDialog", () => ({
  __esModule: true,
  default: (props: ModalProps) => {
    modalProps.push(props);
    return (
      <div role="dialog" aria-label="Search the documentation">
        <input aria-label="Query" defaultValue={props.initialQuery} />
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    );
  },
}));

function setPlatform(platform: string) {
  Object.defineProperty(window.navigator, "platform", { configurable: true, value: platform });
}

describe("SearchButton", () => {
  beforeEach(() => {
    modalProps.length = 0;
    preloadSearch.mockClear();
    setPlatform("Linux x86_64");
    window.getSelection()?.removeAllRanges();
  });

  it("is a link to /search with the Ctrl K hint", () => {
    render(<SearchButton />);
    const link = screen.getByRole("link", { name: "Search Ctrl K" });
    expect(link).toHaveAttribute("href", "/search");
    expect(link).toHaveAttribute("aria-haspopup", "dialog");
    expect(link).toHaveAttribute("aria-keyshortcuts", "Control+K /");
    expect(link).toHaveTextContent("Search Ctrl K");
  });

  it("is named by the words it shows, so the name contains the visible label", () => {
    render(<SearchButton />);
    const link = screen.getByRole("link");
    expect(link).not.toHaveAttribute("aria-label");
    expect(link).toHaveAccessibleName(link.textContent ?? "");
    expect(link.querySelector("[aria-hidden='true'] kbd")).toBeNull();
  });

  it("shows ⌘ on Apple platforms", () => {
    setPlatform("MacIntel");
    render(<SearchButton />);
    expect(screen.getByRole("link", { name: "Search ⌘ K" })).toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveAttribute("aria-keyshortcuts", "Command+K /");
  });

  it("loads the search on hover or focus, before it is opened", async () => {
    render(<SearchButton />);
    fireEvent.mouseEnter(screen.getByRole("link"));
    await waitFor(() => expect(preloadSearch).toHaveBeenCalledTimes(1));
    fireEvent.focus(screen.getByRole("link"));
    await waitFor(() => expect(preloadSearch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it(
    "starts the search engine on Ctrl+K beside loading the dialog, " +
      "so the first answer need not wait for the dialog",
    async () => {
      render(<SearchButton />);
      fireEvent.keyDown(window, { key: "k", ctrlKey: true });
      await waitFor(() => expect(preloadSearch).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole("dialog")).toBeInTheDocument();
    },
  );

  it("opens the dialog on click and gives it the button to return focus to", async () => {
    const user = userEvent.setup();
    render(<SearchButton />);
    const link = screen.getByRole("link", { name: "Search Ctrl K" });
    await user.click(link);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(modalProps[0]?.returnFocusTo).toBe(link);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves a modified click to the browser", () => {
    render(<SearchButton />);
    let preventedByButton: boolean | null = null;
    // Runs after the button's handler; stops jsdom, which cannot navigate, from trying.
    const record = (event: Event) => {
      preventedByButton = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", record);
    fireEvent.click(screen.getByRole("link"), { ctrlKey: true });
    document.removeEventListener("click", record);
    expect(preventedByButton).toBe(false);
    expect(modalProps).toHaveLength(0);
  });

  it("toggles with Ctrl+K and ⌘+K, also from inside an input", async () => {
    const user = userEvent.setup();
    render(<SearchButton />);
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    screen.getByRole("textbox", { name: "Query" }).focus();
    await user.keyboard("{Control>}k{/Control}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it('opens with "/" unless the reader is typing in a field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Other field" />
        <SearchButton />
      </>,
    );
    const other = screen.getByRole("textbox", { name: "Other field" });
    await user.type(other, "/");
    expect(other).toHaveValue("/");
    expect(screen.queryByRole("dialog")).toBeNull();
    other.blur();
    await user.keyboard("/");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("starts from the selected text, on one line and cut to 64 characters", async () => {
    const paragraph = document.createElement("p");
    paragraph.textContent = `Long   polling\nholds ${"the request open ".repeat(6)}`;
    document.body.appendChild(paragraph);
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    window.getSelection()?.addRange(range);
    const user = userEvent.setup();
    render(<SearchButton />);
    await user.keyboard("{Control>}k{/Control}");
    await screen.findByRole("dialog");
    const expected = `Long polling holds ${"the request open ".repeat(6)}`.trim().slice(0, 64);
    expect(modalProps[0]?.initialQuery).toBe(expected);
    expect(expected).toHaveLength(64);
    paragraph.remove();
  });
});
