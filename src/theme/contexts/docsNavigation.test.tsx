import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocsNavigationProvider, useDocsNavigation } from "./docsNavigation";

function Category() {
  const { categories, setCategoryOpen } = useDocsNavigation();
  const state = categories["Destinations/AWS"];
  return (
    <button type="button" onClick={() => setCategoryOpen("Destinations/AWS", !(state?.open ?? false), "/docs/data")}>
      {state ? `${state.open ? "open" : "closed"} at ${state.at}` : "untouched"}
    </button>
  );
}

describe("DocsNavigationProvider", () => {
  it("remembers each category's state with the page it was set on", async () => {
    const user = userEvent.setup();
    render(
      <DocsNavigationProvider>
        <Category />
      </DocsNavigationProvider>,
    );
    const button = screen.getByRole("button", { name: "untouched" });
    await user.click(button);
    expect(button).toHaveTextContent("open at /docs/data");
    await user.click(button);
    expect(button).toHaveTextContent("closed at /docs/data");
  });

  it("keeps the sidebar's scroll offset without re-rendering", () => {
    const { result } = renderHook(() => useDocsNavigation(), { wrapper: DocsNavigationProvider });
    expect(result.current.sidebarScrollTop.current).toBeNull();
    act(() => {
      result.current.sidebarScrollTop.current = 240;
    });
    expect(result.current.sidebarScrollTop.current).toBe(240);
  });

  it("throws outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useDocsNavigation())).toThrow(
      "useDocsNavigation must be used inside <DocsNavigationProvider>",
    );
    jest.restoreAllMocks();
  });
});
