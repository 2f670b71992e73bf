import { summarizeLongTasks } from "./main-thread";

describe("summarizeLongTasks", () => {
  it("counts the tasks that overlap the window, with the longest and the sum", () => {
    const tasks = [
      { startTime: 10, duration: 60 },
      { startTime: 100, duration: 51.4 },
      { startTime: 200, duration: 120.6 },
      { startTime: 500, duration: 80 },
    ];
    expect(summarizeLongTasks(tasks, 50, 250)).toEqual({ count: 3, maxMs: 121, totalMs: 232 });
    expect(summarizeLongTasks(tasks, 330, 450)).toEqual({ count: 0, maxMs: 0, totalMs: 0 });
  });
});
