import { waitFor } from "@testing-library/react";
import { routeProgress } from ".";

describe("RouteProgress", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(
    "adds the bar only when a navigation takes longer than 200 ms, " + "and removes it when the route updates",
    async () => {
      routeProgress.begin();
      jest.advanceTimersByTime(150);
      routeProgress.end();
      jest.advanceTimersByTime(500);
      expect(document.getElementById("nprogress")).toBeNull();

      routeProgress.begin();
      jest.advanceTimersByTime(200);
      jest.useRealTimers();
      await waitFor(() => expect(document.getElementById("nprogress")).not.toBeNull());
      routeProgress.end();
      await waitFor(() => expect(document.getElementById("nprogress")).toBeNull(), { timeout: 2000 });
    },
  );
});
