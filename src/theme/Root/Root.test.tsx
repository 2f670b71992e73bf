import { act, render, screen } from "@testing-library/react";
import { wrapPageElement, wrapRootElement } from ".";
import { useColorMode } from "../contexts/colorMode";
import { useDocsNavigation } from "../contexts/docsNavigation";

jest.mock("../SearchButton", () => ({ __esModule: true, default: () => <button type="button">Search stub</button> }));

// A footer that can be told to crash, to reach the boundary around the whole frame.
let mockFrameCrashes = false;
jest.mock("../Footer", () => ({
  __esModule: true,
  default: function MockFooter() {
    if (mockFrameCrashes) throw new Error("Frame broke");
    return <footer>Copyright © 2025 Ground Control</footer>;
  },
}));

function Probe() {
  const { mode } = useColorMode();
  const { sidebarHidden } = useDocsNavigation();
  return <p>{`mode ${mode}, sidebar ${sidebarHidden ? "hidden" : "shown"}`}</p>;
}

const globalRules = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].flatMap((style) =>
    [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );

describe("Root wrappers", () => {
  it("give every page the app-wide state", async () => {
    await act(async () => {
      render(wrapRootElement({ element: <Probe /> }));
    });
    expect(screen.getByText("mode light, sidebar shown")).toBeInTheDocument();
    // Gatsby wraps each page's <head> content in the root wrapper too: global styles there would be printed twice.
    expect(document.head.querySelector('style[data-emotion^="css-global"]')).toBeNull();
  });

  it("frame every page with the layout", async () => {
    const props = { location: { pathname: "/docs/data" } } as Parameters<typeof wrapPageElement>[0]["props"];
    await act(async () => {
      render(wrapRootElement({ element: wrapPageElement({ element: <p>Page body</p>, props }) }));
    });
    expect(screen.getByRole("main")).toHaveTextContent("Page body");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Copyright © 2025 Ground Control");
    // The page's <head> already holds the site-wide stylesheet, written by the build: the browser never inserts it.
    expect(globalRules().join("\n")).not.toContain("box-sizing: border-box");
  });

  it("catch a crash of the frame itself", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockFrameCrashes = true;
    const props = { location: { pathname: "/" } } as Parameters<typeof wrapPageElement>[0]["props"];
    render(wrapRootElement({ element: wrapPageElement({ element: <p>Page</p>, props }) }));
    expect(screen.getByRole("heading", { level: 1, name: "This page crashed." })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Frame broke");
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    mockFrameCrashes = false;
    jest.restoreAllMocks();
  });
});
