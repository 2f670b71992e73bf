import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchResultsPageBody from ".";
import {
  createControlledClient,
  createFixtureClient,
  fixtureInput,
  silenceInstantSearchActWarnings,
} from "../../../__fixtures__/search";
import { toSearchRecords } from "../../indexing/records";
import { ERROR_HELP, ERROR_TITLE, SearchIndexError } from "../../errors";
import type { SearchClient } from "../../types";

/** 30 pages that all mention "widget": 30 distinct hits, more than one page of 20. */
const manyPages = toSearchRecords({
  ...fixtureInput,
  categoryPages: [],
  pages: Array.from({ length: 30 }, (_, n) => ({
    path: `/docs/api/widget-${n}`,
    title: `Widget ${n}`,
    tree: [["p", null, `The widget number ${n} does one thing.`]],
  })),
});

const renderBody = (query: string, client: SearchClient = createFixtureClient(), onQuery = jest.fn()) => ({
  ...render(<SearchResultsPageBody query={query} onQuery={onQuery} client={client} indexName="test_index" />),
  onQuery,
});

describe("SearchResultsPageBody", () => {
  silenceInstantSearchActWarnings();

  it("invites a query while the box is empty", () => {
    renderBody("");
    expect(screen.getByText("Type a word or a phrase to search every page of the documentation.")).toBeInTheDocument();
  });

  it("searches again when the page hands it a new query", async () => {
    const client = createFixtureClient();
    const { rerender } = renderBody("token", client);
    expect(await screen.findByText(/^\d+ results for "token"$/)).toBeInTheDocument();
    rerender(<SearchResultsPageBody query="bucket" onQuery={jest.fn()} client={client} indexName="test_index" />);
    expect(await screen.findByText(/^\d+ results? for "bucket"$/)).toBeInTheDocument();
  });

  it("loads more results", async () => {
    const user = userEvent.setup();
    renderBody("widget", createFixtureClient(manyPages));
    expect(await screen.findByText('30 results for "widget"')).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Load more results" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: "Load more results" })).toBeNull();
  });

  it("has the same no-results texts as the dialog, and hands a picked suggestion to the page", async () => {
    const user = userEvent.setup();
    const { onQuery } = renderBody("zzqqxx");
    expect(await screen.findByText("Try searching for")).toBeInTheDocument();
    expect(screen.getByText(/No results for/)).toHaveTextContent('No results for "zzqqxx"');
    expect(screen.getByText(/Believe this query should return results\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Let us know." })).toBeInTheDocument();
    const [suggestion] = screen.getAllByRole("button");
    await user.click(suggestion as HTMLElement);
    expect(onQuery).toHaveBeenCalledWith(suggestion?.textContent);
  });

  it("has the same error texts as the dialog", async () => {
    const controlled = createControlledClient();
    renderBody("token", controlled.client);
    await waitFor(() => expect(controlled.pending.length).toBeGreaterThan(0));
    await act(async () => controlled.fail(new SearchIndexError("Could not fetch", "Network request failed")));
    expect(await screen.findByText(ERROR_TITLE)).toBeInTheDocument();
    expect(screen.getByText(ERROR_HELP)).toBeInTheDocument();
    expect(screen.getByText("Network request failed")).toBeInTheDocument();
  });
});
