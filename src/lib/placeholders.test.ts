import {
  fillCode,
  fillPieces,
  findPlaceholders,
  hasPlaceholders,
  TOKEN_PLACEHOLDER,
  treeHasPlaceholders,
  type Fill,
} from "./placeholders";

const THING = "TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU";
const GROUP = "CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ";
const fill: Fill = {
  token: "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
  thing: "ReaderThingId0000000000000000001",
  thingGroup: "ReaderGroupId0000000000000000001",
};

describe("findPlaceholders", () => {
  it("finds the token and the ids of a curl query string", () => {
    const code =
      `curl "https://api.cloudloop.com/Data/DoSendSbdMessage` +
      `?token=${TOKEN_PLACEHOLDER}&thing=${THING}&message=48"`;
    const matches = findPlaceholders(code, "bash");
    expect(matches.map((match) => [match.name, code.slice(match.start, match.end)])).toEqual([
      ["token", TOKEN_PLACEHOLDER],
      ["thing", THING],
    ]);
  });

  it("finds ids as JavaScript object values, Python dict values and curl data fields", () => {
    expect(
      findPlaceholders(`  thing: "${THING}",\n  thingGroup: '${GROUP}',`, "js").map((match) => match.name),
    ).toEqual(["thing", "thingGroup"]);
    expect(
      findPlaceholders(`{"token": "${TOKEN_PLACEHOLDER}", "thingGroup": "${GROUP}"}`, "python").map(
        (match) => match.name,
      ),
    ).toEqual(["token", "thingGroup"]);
    expect(
      findPlaceholders(`curl -G --data-urlencode "thing=${THING}" https://api.cloudloop.com/x`, "bash").map(
        (match) => match.name,
      ),
    ).toEqual(["thing"]);
  });

  it("ignores ids that are not request parameters, and every id of a JSON block", () => {
    expect(findPlaceholders(`{"id": "${THING}", "account": "${GROUP}"}`, "python")).toEqual([]);
    expect(findPlaceholders(`{ "thing": "${THING}" }`, "json")).toEqual([]);
    expect(findPlaceholders(`message=${THING}&channel=${GROUP}`, "bash")).toEqual([]);
    // A value that is not a 32-character id is not an example id.
    expect(findPlaceholders(`thing=${THING}X`, "bash")).toEqual([]);
    expect(findPlaceholders(`thing=short`, "bash")).toEqual([]);
  });

  it("takes the token placeholder only as a whole word", () => {
    expect(findPlaceholders(`MY_${TOKEN_PLACEHOLDER} ${TOKEN_PLACEHOLDER}_2 ${TOKEN_PLACEHOLDER}`)).toEqual([
      { name: "token", start: 35, end: 49 },
    ]);
    expect(hasPlaceholders("curl https://example.invalid")).toBe(false);
    expect(hasPlaceholders(`"${TOKEN_PLACEHOLDER}"`, "json")).toBe(true);
  });
});

describe("fillPieces", () => {
  it("fills a placeholder inside one piece and keeps the other pieces", () => {
    const pieces = ["curl", " ", `"https://api.cloudloop.com/Platform/Ping?token=${TOKEN_PLACEHOLDER}"`, "\n"];
    expect(fillPieces(pieces, "bash", fill)).toEqual([
      "curl",
      " ",
      `"https://api.cloudloop.com/Platform/Ping?token=${fill.token}"`,
      "\n",
    ]);
  });

  it("fills a placeholder split across pieces: the value goes where it starts, the rest is removed", () => {
    const pieces = ['"thing": "TeKdNnFRIB', "XuDL7DxtpYlSX", 'pfKtHF4vU", "token": "YOUR_', "API_TOKEN", '"'];
    const filled = fillPieces(pieces, "python", fill);
    expect(filled).toHaveLength(pieces.length);
    expect(filled).toEqual([`"thing": "${fill.thing}`, "", `", "token": "${fill.token}`, "", '"']);
    expect(filled.join("")).toBe(fillCode(pieces.join(""), "python", fill));
  });

  it("leaves placeholders without a value and returns equal pieces when nothing is filled", () => {
    const pieces = [`token=${TOKEN_PLACEHOLDER}&thing=${THING}`];
    expect(fillPieces(pieces, "bash", { ...fill, thing: "" })).toEqual([`token=${fill.token}&thing=${THING}`]);
    expect(fillPieces(pieces, "bash", { token: "", thing: "", thingGroup: "" })).toEqual(pieces);
  });

  it("keeps empty pieces and the exact text around every placeholder", () => {
    const code = `a ${TOKEN_PLACEHOLDER} b thingGroup=${GROUP} c`;
    const pieces = ["", code.slice(0, 5), "", code.slice(5, 40), code.slice(40)];
    const filled = fillPieces(pieces, "bash", fill);
    expect(filled.join("")).toBe(`a ${fill.token} b thingGroup=${fill.thingGroup} c`);
    expect(filled[0]).toBe("");
  });

  it("puts a value with markup in as plain characters", () => {
    expect(fillCode(`token=${TOKEN_PLACEHOLDER}`, "bash", { ...fill, token: "<img src=x onerror=alert(1)>" })).toBe(
      "token=<img src=x onerror=alert(1)>",
    );
  });
});

describe("treeHasPlaceholders", () => {
  it("finds a placeholder in a code block nested anywhere in a compiled page", () => {
    const code = [
      "pre",
      { "data-language": "bash" },
      ["code", null, ["span", { className: "code-line" }, "curl ", ["span", null, "?token=YOUR_"], "API_TOKEN"]],
    ] as const;
    expect(
      treeHasPlaceholders([
        ["p", null, "Intro"],
        ["div", null, ["Tabs", { groupId: "language" }, ["TabItem", { value: "curl" }, code]]],
      ]),
    ).toBe(true);
  });

  it("ignores placeholders outside code blocks and ids in JSON blocks", () => {
    expect(treeHasPlaceholders([["p", null, "Use ", ["code", null, TOKEN_PLACEHOLDER]]])).toBe(false);
    expect(treeHasPlaceholders([["pre", { "data-language": "json" }, ["code", null, `{"thing": "${THING}"}`]]])).toBe(
      false,
    );
    expect(treeHasPlaceholders([])).toBe(false);
  });
});
