import fs from "fs";
import path from "path";
import {
  forgetStoredReaderValues,
  hasReaderValues,
  ID_PATTERN,
  isStoredReaderValues,
  maskToken,
  NO_READER_VALUES,
  normalizeReaderValues,
  readStoredReaderValues,
  storeReaderValues,
  TOKEN_PATTERN,
  validateReaderValue,
  validateReaderValues,
} from "./reader-values";

const KEY = "test-reader-values";
const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const THING = "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU";
const GROUP = "CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ";

describe("reader value shapes", () => {
  it("are the contract's published shapes (Uuid for the token, Id for the ids)", () => {
    const contract = JSON.parse(fs.readFileSync(path.join(__dirname, "../../static/openapi.json"), "utf8")) as {
      components: { schemas: { Uuid: { pattern: string }; Id: { pattern: string } }; securitySchemes: { token: { description: string } } };
    };
    expect(TOKEN_PATTERN.source).toBe(contract.components.schemas.Uuid.pattern);
    expect(ID_PATTERN.source).toBe(contract.components.schemas.Id.pattern);
    expect(contract.components.securitySchemes.token.description).toMatch(/UUID-like/);
  });

  it("accept values of the published shape and an empty field", () => {
    expect(validateReaderValue("token", TOKEN)).toBeNull();
    expect(validateReaderValue("token", TOKEN.toUpperCase())).toBeNull();
    expect(validateReaderValue("thing", THING)).toBeNull();
    expect(validateReaderValue("thingGroup", GROUP)).toBeNull();
    expect(validateReaderValue("thing", "")).toBeNull();
  });

  it("explain what is wrong with a value", () => {
    expect(validateReaderValue("token", "abc")).toBe(
      "The API token has 36 characters: hexadecimal digits (0–9, a–f) in groups of 8, 4, 4, 4 and 12, joined by hyphens. You typed 3 characters.",
    );
    expect(validateReaderValue("thing", THING.slice(1))).toBe("A Thing id has exactly 32 letters and digits; you typed 31 characters.");
    expect(validateReaderValue("thingGroup", `${GROUP.slice(0, 4)}-${GROUP.slice(5)}`)).toBe("A Thing Group id has exactly 32 letters and digits; character 5 is not a letter or digit.");
    expect(validateReaderValues({ token: "x", thing: THING, thingGroup: "<b>" })).toEqual({
      token: expect.stringContaining("You typed 1 characters"),
      thingGroup: expect.stringContaining("character 1 is not a letter or digit"),
    });
    expect(validateReaderValues({ token: TOKEN, thing: THING, thingGroup: "" })).toEqual({});
  });

  it("mask the token except its hyphens and last four characters", () => {
    expect(maskToken(TOKEN)).toBe("••••••••-••••-••••-••••-••••••••4a5b");
    expect(maskToken(TOKEN)).toHaveLength(TOKEN.length);
    expect(maskToken("ab")).toBe("ab");
  });

  it("trim pasted whitespace and know when nothing is given", () => {
    expect(normalizeReaderValues({ token: ` ${TOKEN}\n`, thing: `\t${THING}`, thingGroup: "" })).toEqual({ token: TOKEN, thing: THING, thingGroup: "" });
    expect(hasReaderValues(NO_READER_VALUES)).toBe(false);
    expect(hasReaderValues({ ...NO_READER_VALUES, thing: THING })).toBe(true);
  });
});

describe("stored reader values", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trip through storage and are forgotten at once", () => {
    const values = { token: TOKEN, thing: THING, thingGroup: "" };
    expect(storeReaderValues(KEY, values)).toBe(true);
    expect(readStoredReaderValues(KEY)).toEqual(values);
    forgetStoredReaderValues(KEY);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(readStoredReaderValues(KEY)).toEqual(NO_READER_VALUES);
  });

  it("store nothing when no value is given", () => {
    window.localStorage.setItem(KEY, JSON.stringify({ token: TOKEN, thing: "", thingGroup: "" }));
    storeReaderValues(KEY, NO_READER_VALUES);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("ignore corrupt, foreign or malformed stored data, markup included", () => {
    window.localStorage.setItem(KEY, "{not json");
    expect(readStoredReaderValues(KEY)).toEqual(NO_READER_VALUES);
    window.localStorage.setItem(KEY, JSON.stringify({ token: "<img src=x onerror=alert(1)>", thing: THING, thingGroup: "" }));
    expect(readStoredReaderValues(KEY)).toEqual(NO_READER_VALUES);
    expect(isStoredReaderValues([TOKEN, THING, GROUP])).toBe(false);
    expect(isStoredReaderValues({ token: TOKEN, thing: THING })).toBe(false);
    expect(isStoredReaderValues({ token: TOKEN, thing: THING, thingGroup: GROUP })).toBe(true);
  });

  it("keep only the three values, not other keys of a stored object", () => {
    window.localStorage.setItem(KEY, JSON.stringify({ token: TOKEN, thing: THING, thingGroup: GROUP, extra: "x" }));
    expect(readStoredReaderValues(KEY)).toEqual({ token: TOKEN, thing: THING, thingGroup: GROUP });
  });
});
