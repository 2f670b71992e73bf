import { IDLE_FALLBACK_DELAY_MS, runWhenIdle } from "./idle";

describe("runWhenIdle", () => {
  it("asks for an idle callback with a deadline and can cancel it", () => {
    const requestIdleCallback = jest.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = jest.fn();
    const work = jest.fn();
    const cancel = runWhenIdle(work, 1500, {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: jest.fn(),
      clearTimeout: jest.fn(),
    } as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a short timer where idle callbacks do not exist", () => {
    jest.useFakeTimers();
    const work = jest.fn();
    runWhenIdle(work, 2000, {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    } as never);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    runWhenIdle(cancelled, 2000, {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    } as never)();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(cancelled).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
