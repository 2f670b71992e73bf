import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchDialogBody from ".";
import {
  createControlledClient,
  createFixtureClient,
  silenceInstantSearchActWarnings,
} from "../../../__fixtures__/search";
import { REQUEST_PARAMETERS } from "../../clients";
import { SearchIndexError } from "../../errors";
import { storageKeys, type StoredHit } from "../../stored-searches";
import type { SearchClient } from "../../types";
import SearchProvider from "../SearchProvider";
import { ERROR_HELP, ERROR_TITLE } from "../../errors";

const INDEX = "test_index";

function setup(options: { client?: SearchClient; initialQuery?: string; snippetWords?: number } = {}) {
  const client = options.client ?? createFixtureClient();
  const onClose = jest.fn();
  const navigate = jest.fn();
  const openInNewTab = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <SearchProvider
      client={client}
      indexName={INDEX}
      snippetWords={options.snippetWords ?? 10}
      initialQuery={options.initialQuery ?? ""}
    >
      <SearchDialogBody
        indexName={INDEX}
        initialQuery={options.initialQuery ?? ""}
        onClose={onClose}
        navigate={navigate}
        openInNewTab={openInNewTab}
      />
    </SearchProvider>,
  );
  const input = screen.getByRole("combobox", { name: "Search the documentation" }) as HTMLInputElement;
  return { ...view, client, onClose, navigate, openInNewTab, user, input };
}

const stored = (n: number): StoredHit => ({
  objectID: `/docs/page-${n}:lvl1`,
  type: "lvl1",
  url: `/docs/page-${n}`,
  hierarchy: { lvl0: "API", lvl1: `Saved page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});

const readStored = (kind: "recent" | "favorite"): StoredHit[] =>
  JSON.parse(window.localStorage.getItem(storageKeys(INDEX)[kind]) ?? "[]");

describe("SearchDialogBody", () => {
  silenceInstantSearchActWarnings();
  beforeEach(() => window.localStorage.clear());

  it("starts on the saved searches screen and searches nothing for an empty query", () => {
    const { client, input } = setup();
    expect(input).toHaveFocus();
    expect(screen.getByText("No recent searches")).toBeInTheDocument();
    expect((client as ReturnType<typeof createFixtureClient>).calls).toHaveLength(0);
  });

  it("lists recent and favourite searches, and saves, removes and un-stars them", async () => {
    window.localStorage.setItem(storageKeys(INDEX).recent, JSON.stringify([stored(1), stored(2)]));
    window.localStorage.setItem(storageKeys(INDEX).favorite, JSON.stringify([stored(3)]));
    const { user } = setup();
    const recent = screen.getByRole("grid", { name: "Recent" });
    expect(within(recent).getAllByRole("row")).toHaveLength(2);
    await user.click(within(recent).getAllByRole("button", { name: "Save this search" })[0] as HTMLElement);
    expect(readStored("favorite").map((hit) => hit.url)).toEqual(["/docs/page-1", "/docs/page-3"]);
    expect(within(screen.getByRole("grid", { name: "Favorite" })).getAllByRole("row")).toHaveLength(2);
    await user.click(
      within(screen.getByRole("grid", { name: "Recent" })).getByRole("button", {
        name: "Remove this search from history",
      }),
    );
    expect(readStored("recent")).toEqual([]);
    expect(screen.queryByRole("grid", { name: "Recent" })).toBeNull();
    await user.click(
      within(screen.getByRole("grid", { name: "Favorite" })).getAllByRole("button", {
        name: "Remove this search from favorites",
      })[0] as HTMLElement,
    );
    expect(readStored("favorite").map((hit) => hit.url)).toEqual(["/docs/page-3"]);
  });

  it("moves through saved searches with the arrow keys and opens one with Enter", async () => {
    window.localStorage.setItem(storageKeys(INDEX).recent, JSON.stringify([stored(1), stored(2)]));
    window.localStorage.setItem(storageKeys(INDEX).favorite, JSON.stringify([stored(3)]));
    const { user, input, navigate } = setup();
    const rows = screen.getAllByRole("row");
    expect(rows[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", rows[2]?.id);
    expect(screen.getAllByRole("row")[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/docs/page-3");
    // A chosen favourite moves to the top of the favourites, not into recents.
    expect(readStored("recent").map((hit) => hit.url)).toEqual(["/docs/page-1", "/docs/page-2"]);
  });

  it("shows 4 recents when favourites exist, and ignores corrupt storage", () => {
    window.localStorage.setItem(storageKeys(INDEX).recent, JSON.stringify([1, 2, 3, 4, 5, 6].map(stored)));
    window.localStorage.setItem(storageKeys(INDEX).favorite, "{broken");
    const first = setup();
    expect(within(screen.getByRole("grid", { name: "Recent" })).getAllByRole("row")).toHaveLength(6);
    first.unmount();
    window.localStorage.setItem(storageKeys(INDEX).favorite, JSON.stringify([stored(9)]));
    setup();
    expect(within(screen.getByRole("grid", { name: "Recent" })).getAllByRole("row")).toHaveLength(4);
  });

  it("groups results by category with their path and highlighted snippet, and links to all results", async () => {
    const { user, input, client } = setup();
    await user.type(input, "token");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    const api = within(listbox).getByRole("group", { name: "API" });
    const options = within(api).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Obtaining a tokenAuthentication");
    expect(options[0]?.querySelector("mark")).toHaveTextContent("token");
    // The page whose lead names the token is listed as a page; text elsewhere shows as a snippet with its path.
    expect(options[1]).toHaveTextContent(/^Authentication\W*$/);
    const snippet = options.find((option) => option.textContent?.includes("Keep your token"));
    expect(snippet).toHaveTextContent(
      "Keep your token secret" + "Get Messages - Long Poll › How the loop works › Timeouts",
    );
    expect(snippet?.querySelector("mark")).toHaveTextContent("token");
    const seeAll = screen.getByRole("link", { name: /^See all \d+ results$/ });
    expect(seeAll).toHaveAttribute("href", "/search?q=token");
    const calls = (client as ReturnType<typeof createFixtureClient>).calls;
    expect(Object.keys(calls[calls.length - 1]?.[0]?.params ?? {}).sort()).toEqual([...REQUEST_PARAMETERS].sort());
  });

  it("moves with the arrow keys, opens with Enter and records the hit as recent", async () => {
    const { user, input, navigate, onClose } = setup();
    await user.type(input, "bucket");
    await screen.findByRole("listbox", { name: "Search results" });
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1]?.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    const last = screen.getAllByRole("option")[options.length - 1];
    expect(last).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    const url = options[0]?.getAttribute("href");
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(url);
    expect(readStored("recent")[0]?.url).toBe(url);
  });

  it("opens the hit in a new tab with Ctrl+Enter, and records clicks", async () => {
    const { user, input, openInNewTab, navigate } = setup();
    await user.type(input, "bucket");
    await screen.findByRole("listbox", { name: "Search results" });
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(openInNewTab).toHaveBeenCalledWith(screen.getAllByRole("option")[0]?.getAttribute("href"));
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole("option")[1] as HTMLElement);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(readStored("recent")).toHaveLength(2);
  });

  it("says when nothing matches, suggests queries that do, and links to feedback", async () => {
    const { user, input } = setup();
    await user.type(input, "zzqqxx");
    expect(await screen.findByText("zzqqxx")).toBeInTheDocument();
    expect(screen.getByText(/No results for/)).toHaveTextContent('No results for "zzqqxx"');
    expect(screen.getByText("Try searching for")).toBeInTheDocument();
    expect(screen.getByText(/Believe this query should return results\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Let us know." }).getAttribute("href")).toMatch(
      /^mailto:help@groundcontrol\.com\?subject=Knowledgebase%20search&body=No%20results%20for%20%22zzqqxx%22$/,
    );
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "long polling" }));
    expect(input).toHaveValue("long polling");
    expect(await screen.findByRole("listbox", { name: "Search results" })).toBeInTheDocument();
  });

  it("suggests page titles from earlier results", async () => {
    const { user, input } = setup();
    await user.type(input, "bucket");
    await screen.findByRole("listbox", { name: "Search results" });
    await user.clear(input);
    await user.type(input, "zzqqxx");
    await screen.findByText("Try searching for");
    expect(screen.getByRole("button", { name: "Simple Storage Service (S3)" })).toBeInTheDocument();
  });

  it("shows the spinner only once a search stalls, then the results", async () => {
    const controlled = createControlledClient();
    const { user, input } = setup({ client: controlled.client });
    await user.type(input, "poll");
    expect(screen.queryByText("Loading results")).toBeNull();
    expect(await screen.findByText("Loading results", {}, { timeout: 2000 })).toBeInTheDocument();
    await act(async () => {
      while (controlled.pending.length > 0) controlled.answer();
    });
    await waitFor(() => expect(screen.queryByText("Loading results")).toBeNull());
    expect(screen.getByRole("listbox", { name: "Search results" })).toBeInTheDocument();
  });

  it("shows the error screen with the cause when the search fails", async () => {
    const controlled = createControlledClient();
    const { user, input } = setup({ client: controlled.client });
    await user.type(input, "p");
    await act(async () => controlled.fail(new SearchIndexError("Could not fetch", "Network request failed")));
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(ERROR_HELP)).toBeInTheDocument();
    expect(screen.getByText("Network request failed")).toBeInTheDocument();
  });

  it("names a timeout reported by the hosted client", async () => {
    const controlled = createControlledClient();
    const { user, input } = setup({ client: controlled.client });
    await user.type(input, "p");
    await act(async () =>
      controlled.fail({
        name: "RetryError",
        message: "Unreachable hosts",
        transporterStackTrace: [{ response: { status: 0, content: "Connection timeout", isTimedOut: true } }],
      }),
    );
    expect(await screen.findByText("Connection timeout")).toBeInTheDocument();
  });

  it("starts from the initial query, selected, and caps typing at 64 characters", async () => {
    const { user, input } = setup({ initialQuery: "long poll" });
    expect(input).toHaveValue("long poll");
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(9);
    expect(await screen.findByRole("listbox", { name: "Search results" })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "a".repeat(70));
    expect(input).toHaveValue("a".repeat(64));
  });

  it("asks for 5-word snippets when told to", async () => {
    const client = createFixtureClient();
    const { user, input } = setup({ client, snippetWords: 5 });
    await user.type(input, "newest");
    const option = await screen.findByText(/once with the/);
    expect(option.closest("[role=option]")).toHaveTextContent("…once with the newest record.");
    expect(client.calls[client.calls.length - 1]?.[0]?.params?.attributesToSnippet).toContain("content:5");
  });

  it("renders HTML typed in the query as text", async () => {
    const { user, input, container } = setup();
    await user.type(input, '<img src=x onerror="alert(1)">zzqq');
    await screen.findByText("Try searching for");
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(/No results for/)).toHaveTextContent('<img src=x onerror="alert(1)">zzqq');
  });
});
