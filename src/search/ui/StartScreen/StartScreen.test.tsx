import { fireEvent, render, screen, within } from "@testing-library/react";
import StartScreen from ".";
import type { HitView } from "../../hits";

const view = (objectID: string, title: string): HitView => ({
  objectID,
  url: `/docs/${objectID}`,
  lvl0: "API",
  title,
  path: [],
});

const handlers = () => ({
  onSelect: jest.fn(),
  onActivate: jest.fn(),
  onSave: jest.fn(),
  onRemoveRecent: jest.fn(),
  onRemoveFavorite: jest.fn(),
});

describe("StartScreen", () => {
  it("says there are no recent searches when nothing is saved", () => {
    render(
      <StartScreen
        recent={[]}
        favorite={[]}
        listboxId="l"
        activeIndex={-1}
        optionId={(i) => `o${i}`}
        {...handlers()}
      />,
    );
    expect(screen.getByText("No recent searches")).toBeInTheDocument();
  });

  it("lists recents with save and remove, favourites with un-star", () => {
    const on = handlers();
    render(
      <StartScreen
        recent={[view("a", "Overview")]}
        favorite={[view("b", "Authentication")]}
        listboxId="l"
        activeIndex={0}
        optionId={(i) => `o${i}`}
        {...on}
      />,
    );
    const recent = screen.getByRole("grid", { name: "Recent" });
    const favorite = screen.getByRole("grid", { name: "Favorite" });
    expect(within(recent).getByRole("row", { selected: true })).toHaveAttribute("id", "o0");
    fireEvent.click(within(recent).getByRole("button", { name: "Save this search" }));
    expect(on.onSave).toHaveBeenCalledWith("a");
    fireEvent.click(within(recent).getByRole("button", { name: "Remove this search from history" }));
    expect(on.onRemoveRecent).toHaveBeenCalledWith("a");
    fireEvent.click(within(favorite).getByRole("button", { name: "Remove this search from favorites" }));
    expect(on.onRemoveFavorite).toHaveBeenCalledWith("b");
    expect(within(favorite).getByRole("link", { name: "Authentication" })).toHaveAttribute("href", "/docs/b");
    expect(within(favorite).getByRole("row")).toHaveAttribute("id", "o1");
  });
});
