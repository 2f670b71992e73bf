import { createRouteProgress, watchPageLoads, type PageResourcesLike } from "./route-loading";

function fakeLoader(result: () => Promise<PageResourcesLike>) {
  return { loadPage: jest.fn((_path: string) => result()) };
}

describe("watchPageLoads", () => {
  it("reports a navigation's start, not the first load of the current page", async () => {
    const loader = fakeLoader(() => Promise.resolve({ status: "success" }));
    const onStart = jest.fn();
    const onFailure = jest.fn();
    watchPageLoads(loader, { currentPath: () => "/docs/a?x=1", onStart, onFailure });
    await loader.loadPage("/docs/a");
    expect(onStart).not.toHaveBeenCalled();
    await loader.loadPage("/docs/b?q=1");
    expect(onStart).toHaveBeenCalledWith("/docs/b?q=1");
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("reports failed loads, whether Gatsby resolves an error status or rejects", async () => {
    const onFailure = jest.fn();
    const failing = fakeLoader(() => Promise.resolve({ status: "error" }));
    watchPageLoads(failing, { currentPath: () => "/", onStart: jest.fn(), onFailure });
    await expect(failing.loadPage("/docs/b")).resolves.toEqual({ status: "error" });
    expect(onFailure).toHaveBeenCalledWith("/docs/b", expect.any(Error));
    const rejecting = fakeLoader(() => Promise.reject(new Error("offline")));
    watchPageLoads(rejecting, { currentPath: () => "/", onStart: jest.fn(), onFailure });
    await expect(rejecting.loadPage("/docs/c")).rejects.toThrow("offline");
    expect(onFailure).toHaveBeenLastCalledWith("/docs/c", new Error("offline"));
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
