import { readJson, readString, removeKey, writeJson, writeString } from "./storage";

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number");

describe("storage", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("round-trips strings and JSON", () => {
    expect(writeString("a", "b")).toBe(true);
    expect(readString("a")).toBe("b");
    writeJson("list", [1, 2]);
    expect(readJson("list", isNumbers, [])).toEqual([1, 2]);
    removeKey("a");
    expect(readString("a")).toBeNull();
  });

  it("ignores corrupt or foreign JSON", () => {
    window.localStorage.setItem("list", "{not json");
    expect(readJson("list", isNumbers, [9])).toEqual([9]);
    window.localStorage.setItem("list", '{"a":1}');
    expect(readJson("list", isNumbers, [9])).toEqual([9]);
  });

  it("survives storage that throws on every call", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(readString("a")).toBeNull();
    expect(writeString("a", "b")).toBe(false);
    expect(() => removeKey("a")).not.toThrow();
    expect(readJson("a", isNumbers, [1])).toEqual([1]);
  });
});
