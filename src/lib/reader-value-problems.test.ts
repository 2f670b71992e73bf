import { labelOf, normalizeReaderValues, validateReaderValue, validateReaderValues } from "./reader-value-problems";

const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const THING = "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU";
const GROUP = "CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ";

describe("what the form says about reader values", () => {
  it("accept values of the published shape and an empty field", () => {
    expect(validateReaderValue("token", TOKEN)).toBeNull();
    expect(validateReaderValue("token", TOKEN.toUpperCase())).toBeNull();
    expect(validateReaderValue("thing", THING)).toBeNull();
    expect(validateReaderValue("thingGroup", GROUP)).toBeNull();
    expect(validateReaderValue("thing", "")).toBeNull();
  });

  it("explain what is wrong with a value", () => {
    expect(validateReaderValue("token", "abc")).toBe(
      "The API token has 36 characters: hexadecimal digits (0–9, a–f) " +
        "in groups of 8, 4, 4, 4 and 12, joined by hyphens. " +
        "You typed 3 characters.",
    );
    expect(validateReaderValue("thing", THING.slice(1))).toBe(
      "A Thing id has exactly 32 letters and digits; you typed 31 characters.",
    );
    expect(validateReaderValue("thingGroup", `${GROUP.slice(0, 4)}-${GROUP.slice(5)}`)).toBe(
      "A Thing Group id has exactly 32 letters and digits; character 5 is not a letter or digit.",
    );
    expect(validateReaderValues({ token: "x", thing: THING, thingGroup: "<b>" })).toEqual({
      token: expect.stringContaining("You typed 1 characters"),
      thingGroup: expect.stringContaining("character 1 is not a letter or digit"),
    });
    expect(validateReaderValues({ token: TOKEN, thing: THING, thingGroup: "" })).toEqual({});
  });

  it("label each value and trim pasted whitespace", () => {
    expect([labelOf("token"), labelOf("thing"), labelOf("thingGroup")]).toEqual([
      "API token",
      "Thing id",
      "Thing Group id",
    ]);
    expect(normalizeReaderValues({ token: ` ${TOKEN}\n`, thing: `\t${THING}`, thingGroup: "" })).toEqual({
      token: TOKEN,
      thing: THING,
      thingGroup: "",
    });
  });
});
