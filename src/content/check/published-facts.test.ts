import { findRetiredNames, findUnpublishedClaims } from "./published-facts";

describe("findUnpublishedClaims", () => {
  it("flags a documented field called not published, in prose or a table row", () => {
    const body = "Intro.\n| `wgUp` | not published |\nThe `sendLocation` command is not published. Other text.";
    expect(
      findUnpublishedClaims("docs/protocols/ceefax.mdx", body).map((claim) => [claim.line, claim.field.name]),
    ).toEqual([
      [2, "wgUp"],
      [3, "sendLocation"],
    ]);
  });

  it("leaves honest claims and other sentences alone, and scopes bare names to their pages", () => {
    expect(
      findUnpublishedClaims(
        "docs/protocols/ceefax.mdx",
        "The `wgUp` flag is a boolean. Field sizes are not published.",
      ),
    ).toEqual([]);
    expect(findUnpublishedClaims("docs/api/overview.mdx", "The `status` format is not published.")).toEqual([]);
    expect(findUnpublishedClaims("docs/protocols/p6/mo.mdx", "The `status` format is not published.")).toHaveLength(1);
  });
});

describe("findUnpublishedClaims: date parts and P6 numbers", () => {
  it.each([
    ["docs/lingo/mo.mdx", "| `sbd.sessionAt` | not published | When the SBD session took place |"],
    ["docs/lingo/mo.mdx", "The format of `sbd.sessionAt` is not published; the example shows it in the same layout."],
    ["docs/destinations/email.mdx", "The `sessionAt` format is not published."],
    ["docs/lingo/status.mdx", "| `at` | timestamp | When this status was reached. Its exact format is not published |"],
  ])("flags sessionAt and a LingoDelivery at called not published (%s: %s)", (page, text) => {
    expect(findUnpublishedClaims(page, text)).toHaveLength(1);
  });

  it("flags the P6 numeric fields called not published", () => {
    const p6 = [
      "| `timeDelta` | not published | not published | Time offset. |",
      "| `battery` | not published | not published | Battery level. |",
      "| `deltaTime` | not published | Time offset of the event. |",
    ].join("\n");
    expect(
      findUnpublishedClaims("docs/protocols/p6/mo.mdx", p6).map((claim) => [claim.line, claim.field.name]),
    ).toEqual([
      [1, "timeDelta"],
      [2, "battery"],
      [3, "deltaTime"],
    ]);
  });

  // A field's unit, range or default may be unpublished while its type is published.
  it.each([
    ["docs/protocols/p6/mo.mdx", "| `altitude` | number | unit not published | Altitude of the fix. |"],
    ["docs/protocols/p6/mo.mdx", "| `dayOfYear` | number | range not published | Day of the year. |"],
    ["docs/protocols/p6/mo.mdx", "The `speed` is a number; its units and ranges are not published."],
    ["docs/lingo/mo.mdx", "| `sbd.sessionAt` | object | in the same six parts as `receivedAt` |"],
    ["docs/api/overview.mdx", "The `speed` format is not published."],
  ])("leaves a published type and other pages' names alone (%s: %s)", (page, text) => {
    expect(findUnpublishedClaims(page, text)).toEqual([]);
  });
});

describe("findRetiredNames", () => {
  it("flags User/DoGenerateMqttCertificate named as current", () => {
    expect(
      findRetiredNames(
        "docs/destinations/mqtt.mdx",
        "Create it through the API with `User/DoGenerateMqttCertificate`.",
      ).map((found) => found.text),
    ).toEqual(["User/DoGenerateMqttCertificate"]);
  });

  it.each([
    ["docs/protocols/p6/mt.mdx", "| `MT_MESSAGE_RTU` | RTU command. |"],
    ["docs/protocols/p6/mt.mdx", "| `rtu` / `senseSwitch` | RTU commands |"],
    ["docs/lingo/mt.mdx", '{ "type": "MT_MESSAGE_RTU" }'],
  ])("flags the retired RTU command named as current, on any page (%s: %s)", (page, text) => {
    expect(findRetiredNames(page, text)).toHaveLength(1);
  });

  it.each([
    ["docs/destinations/mqtt.mdx", "Create it through the API with `Data/DoGenerateMqttCertificate`."],
    ["docs/protocols/p6/mt.mdx", "| `MT_MESSAGE_SENSE_SWITCH` | Manage the sense switch. |"],
    ["docs/destinations/iot-platforms/thingspeak.mdx", "| `RTU` | Sends the channel readings of a GC RTU. |"],
    // A line may name one to say no published page uses it.
    ["docs/protocols/p6/mt.mdx", "No published page names `MT_MESSAGE_RTU`."],
  ])("leaves the current names alone (%s: %s)", (page, text) => {
    expect(findRetiredNames(page, text)).toEqual([]);
  });

  it("flags a LingoMO header key, a decoded path and bare Ceefax operations where they apply", () => {
    expect(
      findRetiredNames("docs/destinations/email.mdx", "Subject uses `header.momsn`.\nOK line").map((found) => [
        found.line,
        found.text,
      ]),
    ).toEqual([[1, "`header.momsn`"]]);
    expect(findRetiredNames("docs/destinations/http.mdx", '  "decoded": {')).toHaveLength(1);
    expect(findRetiredNames("docs/protocols/ceefax.mdx", '{ "id": "1", "reboot": {} }')).toHaveLength(1);
    expect(findRetiredNames("docs/protocols/ceefax.mdx", '{ "id": "1", "rebootRequest": {} }')).toEqual([]);
    expect(findRetiredNames("docs/api/overview.mdx", "Call `ping` first.")).toEqual([]);
  });

  it("lets a page say there is no header key", () => {
    expect(findRetiredNames("docs/destinations/ftp.mdx", "There is no `header` key.")).toEqual([]);
  });
});
