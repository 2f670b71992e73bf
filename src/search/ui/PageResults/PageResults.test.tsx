import { fireEvent, render, screen, within } from "@testing-library/react";
import PageResults, { formatCount } from ".";
import { groupByPage } from "../../hits";
import type { SearchHit } from "../../types";

const hierarchy = {
  lvl0: "API",
  lvl1: "Get Messages - Long Poll",
  lvl2: "How the loop works",
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
};
const hits: SearchHit[] = [
  {
    objectID: "1",
    type: "lvl1",
    url: "/docs/api/get-message-long-poll",
    hierarchy: { ...hierarchy, lvl2: null },
    _highlightResult: {
      hierarchy: {
        lvl1: { value: "Get Messages - <mark>Long</mark> Poll", matchLevel: "partial", matchedWords: ["long"] },
      },
    },
  },
  {
    objectID: "2",
    type: "content",
    url: "/docs/api/get-message-long-poll#how-the-loop-works",
    hierarchy,
    content: "The server holds a long request",
    _snippetResult: { content: { value: "…holds a <mark>long</mark> request", matchLevel: "full" } },
  },
  {
    objectID: "3",
    type: "lvl2",
    url: "/docs/concepts/message#long",
    hierarchy: { ...hierarchy, lvl0: "Concepts", lvl1: "Message", lvl2: "Long messages" },
  },
];

describe("PageResults", () => {
  it("counts results and groups sections under their page", () => {
    const onMore = jest.fn();
    render(<PageResults query="long" nbHits={42} groups={groupByPage(hits)} hasMore onMore={onMore} />);
    expect(screen.getByRole("status")).toHaveTextContent('42 results for "long"');
    const pages = screen.getAllByRole("article");
    expect(pages).toHaveLength(2);
    const first = pages[0] as HTMLElement;
    expect(within(first).getByRole("heading", { level: 2 })).toHaveTextContent("Get Messages - Long Poll");
    expect(within(first).getByRole("link", { name: /How the loop works/ })).toHaveAttribute(
      "href",
      "/docs/api/get-message-long-poll#how-the-loop-works",
    );
    expect(within(first).getAllByRole("link")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Load more results" }));
    expect(onMore).toHaveBeenCalled();
  });

  it("words the count for one result and hides load-more on the last page", () => {
    expect(formatCount(1, "x")).toBe('1 result for "x"');
    render(<PageResults query="x" nbHits={1} groups={[]} hasMore={false} onMore={jest.fn()} />);
    expect(screen.queryByRole("button", { name: "Load more results" })).toBeNull();
  });
});
