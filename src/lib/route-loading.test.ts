import { createRouteProgress, rememberLeftRoute, takeLeftRoute, watchNavigations } from "./route-loading";

describe("the route left before it loaded, across Gatsby's reload", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("is told once, on the reloaded page of that route, its query aside", () => {
    rememberLeftRoute("/docs/b?q=1");
    expect(takeLeftRoute("/docs/b")).toBe("/docs/b?q=1");
    expect(takeLeftRoute("/docs/b")).toBeNull();
  });

  it("is forgotten when another page opens instead", () => {
    rememberLeftRoute("/docs/b");
    expect(takeLeftRoute("/docs/c")).toBeNull();
    expect(takeLeftRoute("/docs/b")).toBeNull();
  });

  it("costs nothing but the warning where storage is blocked", () => {
    jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => rememberLeftRoute("/docs/b")).not.toThrow();
    expect(takeLeftRoute("/docs/b")).toBeNull();
  });
});

describe("watchNavigations", () => {
  const link = (href: string) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.setAttribute("href", href);
    document.body.append(anchor);
    return anchor;
  };
  const setup = () => {
    const begin = jest.fn();
    const leftBefore = jest.fn();
    const watching = watchNavigations(window, { begin, leftBefore });
    return { begin, leftBefore, watching };
  };

  it("begins on a click on a link to another page, even one a component handles, not on the page on screen", () => {
    const { begin, watching } = setup();
    const other = link("/docs/b?q=1");
    other.addEventListener("click", (event) => event.preventDefault());
    other.click();
    expect(begin).toHaveBeenCalledWith("/docs/b?q=1");
    begin.mockClear();
    link(`${window.location.pathname}#section`).click();
    link("/docs/c").dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    link("/files/collection.json").click();
    expect(begin).not.toHaveBeenCalled();
    watching.stop();
  });

  it("says a page was left before the route it began updated, and not once it has", () => {
    const { leftBefore, watching } = setup();
    const target = link("/docs/b");
    target.addEventListener("click", (event) => event.preventDefault());
    target.click();
    window.dispatchEvent(new Event("pagehide"));
    expect(leftBefore).toHaveBeenCalledWith("/docs/b");
    leftBefore.mockClear();
    watching.routed("/docs/b");
    window.dispatchEvent(new Event("pagehide"));
    expect(leftBefore).not.toHaveBeenCalled();
    watching.stop();
  });

  it("begins on a step back or forward to another page", () => {
    const { begin, watching } = setup();
    window.history.pushState({}, "", "/docs/elsewhere");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(begin).toHaveBeenCalledWith("/docs/elsewhere");
    watching.stop();
  });
});

describe("createRouteProgress", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const start = jest.fn();
    const done = jest.fn();
    const progress = createRouteProgress({
      delayMs: 200,
      start,
      done,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return { progress, start, done };
  };

  it("shows nothing for a navigation faster than the delay", () => {
    const { progress, start, done } = setup();
    progress.begin();
    jest.advanceTimersByTime(199);
    progress.end();
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it("starts after the delay and finishes when the route updates", () => {
    const { progress, start, done } = setup();
    progress.begin();
    jest.advanceTimersByTime(200);
    expect(start).toHaveBeenCalledTimes(1);
    progress.end();
    expect(done).toHaveBeenCalledTimes(1);
    progress.end();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("restarts the delay when a second navigation begins", () => {
    const { progress, start } = setup();
    progress.begin();
    jest.advanceTimersByTime(150);
    progress.begin();
    jest.advanceTimersByTime(150);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
