import { formatDay } from "./day";

describe("formatDay", () => {
  it("writes the month name, day and year", () => {
    expect(formatDay("2025-03-04")).toBe("Mar 4, 2025");
    expect(formatDay("2024-12-31")).toBe("Dec 31, 2024");
  });
  it("leaves what is not a day alone", () => {
    expect(formatDay("soon")).toBe("soon");
    expect(formatDay("2025-13-01")).toBe("2025-13-01");
  });
});
