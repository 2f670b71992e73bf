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

describe("findRetiredNames: MQTT certificate revisions", () => {
  it("names the current endpoint and the earlier revision, not every published page", () => {
    const [found] = findRetiredNames("docs/destinations/mqtt.mdx", "Call `User/DoGenerateMqttCertificate`.");
    expect(found?.name.instead).toMatch(/earlier revision/);
    expect(found?.name.instead).toMatch(/Data\/DoGenerateMqttCertificate/);
    expect(found?.name.instead).not.toMatch(/every published MQTT page/);
  });

  it.each([
    "An earlier revision of the platform docs named it `User/DoGenerateMqttCertificate`.",
    "One published revision names `User/DoGenerateMqttCertificate` instead.",
    // The sentence may be wrapped over lines of one paragraph.
    "Use `Data/DoGenerateMqttCertificate`. An earlier revision of the platform docs named it\n" +
      "`User/DoGenerateMqttCertificate`, so older scripts may use that.",
  ])("lets a sentence that says an earlier revision used User/… through (%s)", (text) => {
    expect(findRetiredNames("docs/destinations/mqtt.mdx", text)).toEqual([]);
  });

  it("judges each sentence on its own, and a table row whole", () => {
    const body = "An earlier revision differs. Call `User/DoGenerateMqttCertificate` now.";
    expect(findRetiredNames("docs/destinations/mqtt.mdx", body)).toHaveLength(1);
    expect(
      findRetiredNames(
        "docs/destinations/mqtt.mdx",
        "Earlier revision:\n\n| `User/DoGenerateMqttCertificate` | current |",
      ),
    ).toHaveLength(1);
    expect(
      findRetiredNames("docs/destinations/mqtt.mdx", "| `User/DoGenerateMqttCertificate` | an earlier revision |"),
    ).toEqual([]);
  });
});

describe("findRetiredNames: statements the published pages contradict", () => {
  it.each([
    ["docs/destinations/email.mdx", "| Mobile id | the Inmarsat-C mobile number line |"],
    ["docs/destinations/email.mdx", "The first line is the Inmarsat-C Mobile Number of the terminal."],
    ["docs/destinations/iot-platforms/thingsboard.mdx", "An access token is a 20-character alphanumeric string."],
    [
      "docs/destinations/iot-platforms/thingsboard.mdx",
      "| Access Token | Yes | The device's 20-character access token. |",
    ],
    ["docs/destinations/iot-platforms/thingspeak.mdx", "Paste the token, twenty characters long, here."],
    ["docs/api/authentication.mdx", "A token has five groups of 8, 4, 4, 4 and 12 characters."],
    ["docs/api/overview.mdx", "Tokens look like 8-4-4-4-12 hexadecimal."],
    ["docs/protocols/iot.mdx", "| `compression` | number | `0.23` means it was compressed to 23% of its size. |"],
    ["docs/api/management.mdx", '      "handle": "battery",'],
    ["docs/api/management.mdx", '  "subscriberCellular": "",'],
    ["docs/burst/cloudloop_burst.mdx", "The cost is the number of Services times the number of GDAs."],
    ["docs/burst/introduction.mdx", "| Cost | Services × GDAs |"],
    ["docs/burst/cloudloop_burst.mdx", "BCAs are named like country codes, such as `FR`."],
    ["docs/ui/groups.mdx", "**Redeliver Messages** resends messages; which messages it picks is not published."],
  ])("flags %s: %s", (page, text) => {
    expect(findRetiredNames(page, text)).toHaveLength(1);
  });

  it.each([
    ["docs/destinations/email.mdx", "| Heading | `Message from Inmarsat-C Mobile`; it carries no mobile number |"],
    [
      "docs/destinations/iot-platforms/thingsboard.mdx",
      "The published access token is a UUID; you can also set your own.",
    ],
    [
      "docs/destinations/iot-platforms/thingsboard.mdx",
      "No published page gives a token length; 20-character tokens are not published.",
    ],
    ["docs/destinations/ftp.mdx", "A prefix of up to 20 characters names each file."],
    ["docs/lingo/mo.mdx", "The `id` is a UUID in 8-4-4-4-12 form."],
    ["docs/api/authentication.mdx", "The published example looks like a UUID."],
    ["docs/protocols/iot.mdx", "Published: 0.23 means 23% compression; its direction is not published."],
    ["docs/api/management.mdx", '      "handle": null,'],
    ["docs/api/management.mdx", '  "subscriberCellular": null,'],
    ["docs/burst/cloudloop_burst.mdx", "The estimate is based on the number of Services and the number of GDAs."],
    ["docs/burst/cloudloop_burst.mdx", "The codes look like country codes but `UE` is not one."],
    ["docs/ui/groups.mdx", "3. Choose a date range. Every message in that range is redelivered."],
    ["docs/api/overview.mdx", "Services times GDAs."],
  ])("leaves %s alone: %s", (page, text) => {
    expect(findRetiredNames(page, text)).toEqual([]);
  });
});
