import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchResultsPage from ".";
import { createFixtureClient, silenceInstantSearchActWarnings } from "../../../__fixtures__/search";

describe("SearchResultsPage", () => {
  silenceInstantSearchActWarnings();
  beforeEach(() => window.history.replaceState(null, "", "/search"));

  it("keeps the GET form that works without JavaScript", () => {
    render(<SearchResultsPage urlQuery="" searchClient={createFixtureClient()} indexName="test_index" />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    const box = screen.getByRole("searchbox", { name: "Search the documentation" });
    expect(box).toHaveAttribute("name", "q");
    expect(box).toHaveAttribute("maxlength", "64");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Search the documentation");
  });

  it("shows the URL's query with a count and results grouped by page", async () => {
    render(<SearchResultsPage urlQuery="token" searchClient={createFixtureClient()} indexName="test_index" />);
    expect(screen.getByRole("searchbox")).toHaveValue("token");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent('Search results for "token"');
    const count = await screen.findByText(/^\d+ results? for "token"$/);
    const pages = screen.getAllByRole("article");
    expect(count.textContent).toMatch(/^\d+ results for "token"$/);
    expect(within(pages[0] as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent("Authentication");
    expect(within(pages[0] as HTMLElement).getByRole("link", { name: /Obtaining a token/ })).toHaveAttribute(
      "href",
      "/docs/api/authentication#obtaining-a-token",
    );
    expect(pages[0]?.querySelector("mark")).not.toBeNull();
  });

  it("asks search engines not to index a results URL, while the empty page stays indexable", async () => {
    const user = userEvent.setup();
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;
    const { unmount } = render(
      <SearchResultsPage urlQuery="" searchClient={createFixtureClient()} indexName="test_index" />,
    );
    expect(robots()).toBeNull();
    await user.type(screen.getByRole("searchbox"), "token");
    expect(robots()).toBe("noindex");
    await user.clear(screen.getByRole("searchbox"));
    expect(robots()).toBeNull();
    await user.type(screen.getByRole("searchbox"), "s3");
    unmount();
    expect(robots()).toBeNull();
  });

  it("puts the query in the URL as you type, and adds a history entry on submit", async () => {
    const user = userEvent.setup();
    render(<SearchResultsPage urlQuery="" searchClient={createFixtureClient()} indexName="test_index" />);
    const box = screen.getByRole("searchbox");
    const entries = window.history.length;
    await user.type(box, "bucket");
    expect(window.location.search).toBe("?q=bucket");
    expect(window.history.length).toBe(entries);
    await user.keyboard("{Enter}");
    expect(window.history.length).toBe(entries + 1);
    await user.keyboard("{Enter}");
    expect(window.history.length).toBe(entries + 1);
    await user.type(box, " policy");
    expect(window.location.search).toBe("?q=bucket+policy");
    expect(window.history.length).toBe(entries + 1);
    await user.clear(box);
    expect(window.location.pathname + window.location.search).toBe("/search");
  });

  it("follows the URL when it changes (back and forward)", async () => {
    const client = createFixtureClient();
    const { rerender } = render(<SearchResultsPage urlQuery="token" searchClient={client} indexName="test_index" />);
    await screen.findByText(/^\d+ results for "token"$/);
    rerender(<SearchResultsPage urlQuery="bucket" searchClient={client} indexName="test_index" />);
    expect(screen.getByRole("searchbox")).toHaveValue("bucket");
    expect(await screen.findByText(/^\d+ results? for "bucket"$/)).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, "", "/search?q=storage");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("searchbox")).toHaveValue("storage");
  });
});
