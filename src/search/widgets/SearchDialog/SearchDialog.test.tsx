import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchDialog from ".";
import { matchMediaQueries } from "../../../__fixtures__/browser";
import { createFixtureClient, silenceInstantSearchActWarnings } from "../../../__fixtures__/search";
import { NARROW_MEDIA_QUERY } from "../../params";

const mockNarrowScreen = (narrow: boolean): void => matchMediaQueries(narrow ? [NARROW_MEDIA_QUERY] : []);

describe("SearchDialog", () => {
  silenceInstantSearchActWarnings();
  beforeEach(() => {
    window.localStorage.clear();
    mockNarrowScreen(false);
  });

  it("is a modal dialog that closes with Escape and gives focus back to its opener", async () => {
    const opener = document.createElement("button");
    document.body.appendChild(opener);
    opener.focus();
    const onClose = jest.fn();
    const user = userEvent.setup();
    const { unmount } = render(
      <SearchDialog onClose={onClose} searchClient={createFixtureClient()} indexName="test_index" />,
    );
    const dialog = screen.getByRole("dialog", { name: "Search the documentation" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("combobox", { name: "Search the documentation" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
    opener.remove();
  });

  it("returns focus to the element it was given", () => {
    const button = document.createElement("button");
    document.body.appendChild(button);
    const { unmount } = render(
      <SearchDialog
        onClose={jest.fn()}
        returnFocusTo={button}
        searchClient={createFixtureClient()}
        indexName="test_index"
      />,
    );
    unmount();
    expect(button).toHaveFocus();
    button.remove();
  });

  it("traps Tab inside the dialog and pulls escaped focus back", async () => {
    const outside = document.createElement("a");
    outside.href = "/elsewhere";
    document.body.appendChild(outside);
    const user = userEvent.setup();
    render(<SearchDialog onClose={jest.fn()} searchClient={createFixtureClient()} indexName="test_index" />);
    const input = screen.getByRole("combobox", { name: "Search the documentation" });
    await user.type(input, "bucket");
    await screen.findByRole("listbox", { name: "Search results" });
    const seeAll = screen.getByRole("link", { name: /See all/ });
    seeAll.focus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(seeAll).toHaveFocus();
    outside.focus();
    expect(input).toHaveFocus();
    outside.remove();
  });

  it("closes on a click on the backdrop, not inside", () => {
    const onClose = jest.fn();
    render(<SearchDialog onClose={onClose} searchClient={createFixtureClient()} indexName="test_index" />);
    const dialog = screen.getByRole("dialog");
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks for 5-word snippets on screens up to 768 px and 10 above", async () => {
    mockNarrowScreen(true);
    const narrow = createFixtureClient();
    const user = userEvent.setup();
    const { unmount } = render(
      <SearchDialog onClose={jest.fn()} searchClient={narrow} indexName="test_index" initialQuery="token" />,
    );
    await screen.findByRole("listbox", { name: "Search results" });
    expect(narrow.calls[0]?.[0]?.params?.attributesToSnippet).toContain("content:5");
    unmount();
    mockNarrowScreen(false);
    const wide = createFixtureClient();
    render(<SearchDialog onClose={jest.fn()} searchClient={wide} indexName="test_index" />);
    await user.type(screen.getByRole("combobox"), "token");
    await screen.findByRole("listbox", { name: "Search results" });
    expect(wide.calls[0]?.[0]?.params?.attributesToSnippet).toContain("content:10");
  });
});
