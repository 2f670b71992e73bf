import { formatDay } from "./day";

describe("formatDay", () => {
  it.each([
    ["2025-03-04", "Mar 4, 2025"],
    ["2024-12-31", "Dec 31, 2024"],
  ])("writes %s as the month name, day and year", (day, written) => {
    expect(formatDay(day)).toBe(written);
  });

  it.each(["soon", "2025-13-01"])("leaves %j, which is not a day, alone", (text) => {
    expect(formatDay(text)).toBe(text);
  });
});
