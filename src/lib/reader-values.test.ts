import fs from "fs";
import path from "path";
import {
  forgetStoredReaderValues,
  hasPublishedShape,
  hasReaderValues,
  ID_PATTERN,
  isStoredReaderValues,
  maskToken,
  NO_READER_VALUES,
  readStoredReaderValues,
  storeReaderValues,
  TOKEN_PATTERN,
} from "./reader-values";

const KEY = "test-reader-values";
const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const MASKED_TOKEN = "••••••••-••••-••••-••••-••••••••4a5b";
const THING = "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU";
const GROUP = "CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ";

describe("reader value shapes", () => {
  it("are the contract's shapes (Uuid for the token; ids as the contract's Id, at the 32 characters ids have)", () => {
    const contract = JSON.parse(fs.readFileSync(path.join(__dirname, "../../static/openapi.json"), "utf8")) as {
      components: {
        schemas: { Uuid: { pattern: string }; Id: { pattern: string } };
        securitySchemes: { token: { description: string } };
      };
    };
    expect(TOKEN_PATTERN.source).toBe(contract.components.schemas.Uuid.pattern);
    const contractId = new RegExp(contract.components.schemas.Id.pattern);
    expect([THING, GROUP].every((id) => ID_PATTERN.test(id) && contractId.test(id))).toBe(true);
    // The contract also takes the 31-character id of one published example; a reader's own ids have 32.
    expect(ID_PATTERN.test(THING.slice(1))).toBe(false);
    expect(contract.components.securitySchemes.token.description).toMatch(/looks like a UUID/);
  });

  it("tell a value of the published shape (or none) from any other", () => {
    for (const [name, value] of [
      ["token", TOKEN],
      ["token", TOKEN.toUpperCase()],
      ["thing", THING],
      ["thingGroup", GROUP],
      ["thing", ""],
    ] as const)
      expect(hasPublishedShape(name, value)).toBe(true);
    for (const [name, value] of [
      ["token", "abc"],
      ["thing", THING.slice(1)],
      ["thingGroup", `${GROUP.slice(0, 4)}-${GROUP.slice(5)}`],
      ["token", THING],
    ] as const)
      expect(hasPublishedShape(name, value)).toBe(false);
  });

  it("mask the token except its hyphens and last four characters", () => {
    expect(maskToken(TOKEN)).toBe(MASKED_TOKEN);
    expect(maskToken(TOKEN)).toHaveLength(TOKEN.length);
    expect(maskToken("ab")).toBe("ab");
  });

  it("know when nothing is given", () => {
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
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ token: "<img src=x onerror=alert(1)>", thing: THING, thingGroup: "" }),
    );
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
