import { fireEvent, render, screen, within } from "@testing-library/react";
import HitList from ".";
import type { HitView } from "../../hits";

const views: HitView[] = [
  {
    objectID: "a",
    url: "/docs/api/get-message-long-poll",
    lvl0: "API",
    title: "Get Messages - <mark>Long</mark> Poll",
    path: [],
  },
  {
    objectID: "b",
    url: "/docs/api/get-message-long-poll#how",
    lvl0: "API",
    title: "…keeps the <mark>long</mark> poll open…",
    path: ["Get Messages - Long Poll", "How the loop works"],
  },
  { objectID: "c", url: "/docs/concepts/message", lvl0: "Concepts", title: "Message", path: [] },
];

describe("HitList", () => {
  it("holds a text hit's line, empty, until its text comes, and draws its headings already", () => {
    const pending: HitView = { ...(views[1] as HitView), title: "", textPending: true };
    render(
      <HitList
        listboxId="list"
        label="Search results"
        groups={[{ title: "API", items: [pending] }]}
        activeIndex={0}
        optionId={(index) => `item-${index}`}
        onSelect={jest.fn()}
        onActivate={jest.fn()}
      />,
    );
    const option = screen.getByRole("option");
    expect(option).toHaveTextContent("Get Messages - Long Poll › How the loop works");
    expect(option).not.toHaveTextContent("keeps");
    expect(option).toHaveAttribute("aria-busy", "true");
  });

  it("groups options under their category and marks the active one", () => {
    render(
      <HitList
        listboxId="list"
        label="Search results"
        groups={[
          { title: "API", items: views.slice(0, 2) },
          { title: "Concepts", items: views.slice(2) },
        ]}
        activeIndex={1}
        optionId={(index) => `item-${index}`}
        onSelect={jest.fn()}
        onActivate={jest.fn()}
      />,
    );
    const listbox = screen.getByRole("listbox", { name: "Search results" });
    const api = within(listbox).getByRole("group", { name: "API" });
    expect(within(api).getAllByRole("option")).toHaveLength(2);
    expect(within(listbox).getByRole("group", { name: "Concepts" })).toBeInTheDocument();
    const active = screen.getByRole("option", { selected: true });
    expect(active).toHaveAttribute("id", "item-1");
    expect(active).toHaveTextContent("…keeps the long poll open…Get Messages - Long Poll › How the loop works");
    expect(active).toHaveAttribute("href", "/docs/api/get-message-long-poll#how");
    expect(active).not.toHaveAttribute("aria-busy");
  });

  it("reports clicks and hovering", () => {
    const onSelect = jest.fn((_view: HitView, event: { preventDefault(): void }) => event.preventDefault());
    const onActivate = jest.fn();
    render(
      <HitList
        listboxId="l"
        label="Results"
        groups={[{ title: "API", items: views.slice(0, 2) }]}
        activeIndex={0}
        optionId={(i) => `o${i}`}
        onSelect={onSelect}
        onActivate={onActivate}
      />,
    );
    const links = screen.getAllByRole("option");
    fireEvent.mouseMove(links[1] as HTMLElement);
    expect(onActivate).toHaveBeenCalledWith(1);
    fireEvent.click(links[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(views[0], expect.anything());
  });
});
