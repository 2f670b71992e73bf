import { useRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFocusable, useDialogFocus, type DialogFocusOptions } from "./useDialogFocus";

function Dialog(props: DialogFocusOptions) {
  const root = useRef<HTMLDivElement>(null);
  useDialogFocus(root, props);
  return (
    <div ref={root} role="dialog">
      <a href="/first">First</a>
      <input aria-label="Box" />
      <button type="button" tabIndex={-1}>
        Not in tab order
      </button>
      <div hidden>
        <button type="button">Collapsed</button>
      </div>
      <button type="button">Last</button>
    </div>
  );
}

describe("useDialogFocus", () => {
  let outside: HTMLButtonElement;
  beforeEach(() => {
    outside = document.createElement("button");
    outside.textContent = "Behind";
    document.body.appendChild(outside);
    outside.focus();
  });
  afterEach(() => outside.remove());

  it("lists focusable elements in tab order, without hidden or tabindex -1 ones", () => {
    render(<Dialog onEscape={jest.fn()} />);
    expect(
      getFocusable(screen.getByRole("dialog")).map(
        (element) => element.textContent || element.getAttribute("aria-label"),
      ),
    ).toEqual(["First", "Box", "Last"]);
  });

  it("focuses the first element, wraps Tab both ways, pulls escaped focus back and closes on Escape", async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<Dialog onEscape={onEscape} />);
    const first = screen.getByRole("link", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    outside.focus();
    expect(first).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it("starts on the given focus target and returns to it when focus escapes", () => {
    render(<Dialog onEscape={jest.fn()} focusTarget={(root) => root.querySelector("input")} />);
    const box = screen.getByRole("textbox", { name: "Box" });
    expect(box).toHaveFocus();
    outside.focus();
    expect(box).toHaveFocus();
  });

  it("locks the page scroll while open and restores it and the opener's focus on close", () => {
    document.body.style.overflow = "auto";
    const { unmount } = render(<Dialog onEscape={jest.fn()} returnFocusTo="opener" />);
    expect(document.body.style.overflow).toBe("hidden");
    unmount();
    expect(document.body.style.overflow).toBe("auto");
    expect(outside).toHaveFocus();
    document.body.style.overflow = "";
  });

  it("leaves focus alone on close unless asked to return it", () => {
    const { unmount } = render(<Dialog onEscape={jest.fn()} />);
    unmount();
    expect(outside).not.toHaveFocus();
  });
});
