// The reader's own values in the built site: entered once, they fill the samples of every page and what Copy copies,
// no request ever carries them, markup stays text, "Forget my values" clears them; the payload encoder's happy path.
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { siteConfig } from "../src/config/site";
import { listCodeFences } from "../src/content/check/examples";
import { fillCode } from "../src/lib/placeholders";
import {
  copyFromButtons,
  findAxeViolationsInside,
  gotoHydrated,
  openAfresh,
  PROJECT_ROOT,
  startInColorMode,
  storeBeforeScripts,
  setUpSiteAndBrowser,
} from "./harness";

const TOKEN = "5d1c7e2a-9b3f-4c6d-8e0a-1f2b3c4d5e6f";
const THING = "e2eReaderThing0000000000000000AB";
const GROUP = "e2eReaderGroup0000000000000000CD";
const values = { token: TOKEN, thing: THING, thingGroup: GROUP };
/** The token as the samples show it: every character hidden but the hyphens and the last four. */
const MASKED_TOKEN = "••••••••-••••-••••-••••-••••••••5e6f";
const STORAGE_KEY = siteConfig.readerValues.storageKey;

/** Every form in which a value could travel: as typed, URL-encoded, or Base64 of it. */
const travellingForms = Object.values(values).flatMap((value) => [
  value,
  encodeURIComponent(value),
  Buffer.from(value).toString("base64"),
]);

type SeenRequest = { url: string; headers: string; body: string };

function recordRequests(context: BrowserContext): SeenRequest[] {
  const seen: SeenRequest[] = [];
  context.on("request", (request) =>
    seen.push({ url: request.url(), headers: JSON.stringify(request.headers()), body: request.postData() ?? "" }),
  );
  return seen;
}

async function enterValues(page: Page, entered: { token: string; thing: string; thingGroup: string }): Promise<void> {
  const panel = page.locator("details.reader-values");
  await panel.locator("summary").click();
  await panel.getByLabel("API token").fill(entered.token);
  await panel.getByLabel("Thing id", { exact: true }).fill(entered.thing);
  await panel.getByLabel("Thing Group id").fill(entered.thingGroup);
  await panel.getByRole("button", { name: "Use these values" }).click();
}

/** Clicks a code block's Copy button and waits for the clipboard to change from a sentinel. */
async function copyBlock(page: Page, index: number): Promise<string> {
  const [text] = await copyFromButtons(page, "figure.code-block button", index);
  return text ?? "(no such block)";
}

const fencesOf = (file: string) =>
  listCodeFences(fs.readFileSync(path.join(PROJECT_ROOT, "content/docs", file), "utf8"));

describe("the reader's values and the payload encoder in the built site", () => {
  const suite = setUpSiteAndBrowser();
  const viewport = { width: 1366, height: 900 };
  const clipboard = { permissions: ["clipboard-read", "clipboard-write"], viewport };

  describe("Your values", () => {
    it("the server HTML has the closed panel, without its form, and the samples keep their placeholders", async () => {
      const html = await (await fetch(`${suite.baseUrl}/docs/api/get-message`)).text();
      assert.ok(/<details[^>]*class="[^"]*\breader-values\b/.test(html), "the closed panel is in the page's HTML");
      assert.ok(!html.includes("Use these values"), "the form loads when the panel is opened");
      assert.ok(html.includes("YOUR_API_TOKEN"));
    });

    it("fill every page's samples and what Copy copies, travel in no request or URL, and are forgotten at once", () =>
      suite.withPage(clipboard, async (page, context) => {
        const seen = recordRequests(context);
        const urls: string[] = [];
        // Every tab's addresses: the first one's and the one loaded afresh.
        context.on("page", (opened) => opened.on("framenavigated", (frame) => urls.push(frame.url())));
        page.on("framenavigated", (frame) => urls.push(frame.url()));

        await gotoHydrated(page, `${suite.baseUrl}/docs/api/get-message`);
        await enterValues(page, values);
        await page.getByRole("status").filter({ hasText: "Saved in this browser" }).waitFor();
        assert.deepEqual(
          JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? "null"),
          values,
        );

        // On screen: the Thing id in full, the token masked but for its last four characters. The samples fill in once
        // the placeholder rules' chunk, fetched when the first values arrive, has loaded.
        const curl = page.locator("figure.code-block", { hasText: "GetMessageRecordsForThing" }).first();
        await page
          .locator("figure.code-block", { hasText: `thing=${THING}` })
          .first()
          .waitFor();
        const shown = (await curl.textContent()) ?? "";
        assert.ok(shown.includes(`thing=${THING}`), shown);
        assert.ok(shown.includes(`token=${MASKED_TOKEN}`), shown);
        assert.ok(!shown.includes(TOKEN));

        // Copy gives the page's fences with the values filled in, block for block.
        const fences = fencesOf("api/get-message.mdx");
        for (const [index, fence] of fences.entries()) {
          assert.equal(
            await copyBlock(page, index),
            fillCode(fence.value, fence.lang, values),
            `get-message block ${index + 1}`,
          );
        }

        // Another page, reached by a link (client-side), and one
        // loaded afresh in a new tab (see openAfresh): both filled.
        await page.getByRole("link", { name: "Send Messages (MT)" }).first().click();
        await page.waitForURL("**/docs/api/send-message");
        await page
          .locator("figure.code-block", { hasText: `thingGroup=${GROUP}` })
          .first()
          .waitFor();
        const iot = await openAfresh(context, `${suite.baseUrl}/docs/protocols/iot`);
        await iot
          .locator("figure.code-block", { hasText: `thing=${THING}` })
          .first()
          .waitFor();
        const iotFences = fencesOf("protocols/iot.mdx");
        const iotCurl = iotFences.findIndex(
          (fence) => fence.lang === "bash" && fence.value.includes("DoSendIotMessage"),
        );
        const copied = await copyBlock(iot, iotCurl);
        assert.equal(copied, fillCode(iotFences[iotCurl]?.value ?? "", "bash", values));
        assert.ok(copied.includes(`token=${TOKEN}&thing=${THING}`), copied);
        // The copied curl is a command a shell accepts.
        assert.equal(spawnSync("bash", ["-n"], { input: copied }).status, 0, copied);

        // Forget clears storage and every sample.
        await iot.locator("details.reader-values summary").click();
        await iot.getByRole("button", { name: "Forget my values" }).click();
        await iot.getByRole("status").filter({ hasText: "Forgotten" }).waitFor();
        assert.equal(await iot.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), null);
        assert.equal(await iot.locator("figure.code-block", { hasText: THING }).count(), 0);
        assert.ok(
          (
            (await iot.locator("figure.code-block", { hasText: "DoSendIotMessage" }).first().textContent()) ?? ""
          ).includes("token=YOUR_API_TOKEN"),
        );

        const carriers = seen.filter((request) =>
          travellingForms.some(
            (form) => request.url.includes(form) || request.headers.includes(form) || request.body.includes(form),
          ),
        );
        assert.ok(seen.length > 10, `expected the pages' own requests, saw ${seen.length}`);
        assert.deepEqual(carriers, [], "a request carried a value");
        assert.deepEqual(
          urls.filter((url) => travellingForms.some((form) => url.includes(form))),
          [],
          "a value appeared in a URL",
        );
      }));

    it("keep markup as text: it is refused with a message, and stored markup never renders", () =>
      suite.withPage({ viewport }, async (page, context) => {
        await gotoHydrated(page, `${suite.baseUrl}/docs/api/send-message`);
        const markup = '<img src=x onerror="window.__readerXss=1">';
        await enterValues(page, { token: markup, thing: markup, thingGroup: "<script>window.__readerXss=2</script>" });
        const thing = page.locator("details.reader-values").getByLabel("Thing id", { exact: true });
        assert.equal(await thing.getAttribute("aria-invalid"), "true");
        assert.match(
          (await page.locator("details.reader-values").textContent()) ?? "",
          /A Thing id has exactly 32 letters and digits; character 1 is not a letter or digit\./,
        );
        assert.equal(await thing.inputValue(), markup);
        // Stored behind the panel's back, the same markup is ignored by the page loaded afresh.
        await page.evaluate(
          ([key, value]) =>
            localStorage.setItem(key, JSON.stringify({ token: value, thing: value, thingGroup: value })),
          [STORAGE_KEY, markup] as const,
        );
        const reloaded = await openAfresh(context, page.url());
        await reloaded.locator("details.reader-values").waitFor();
        assert.equal(await reloaded.locator("article img[src='x']").count(), 0);
        assert.equal(
          await reloaded.evaluate(() => (window as unknown as { __readerXss?: number }).__readerXss),
          undefined,
        );
        const sbdCurl = reloaded.locator("figure.code-block", { hasText: "DoSendSbdMessage?token=" }).first();
        assert.ok(
          ((await sbdCurl.textContent()) ?? "").includes("token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"),
        );
      }));
  });

  describe("Payload encoder", () => {
    it("encodes text to hex and Base64, checks the size and writes the IMT request with the reader's values", () =>
      suite.withPage(clipboard, async (page, context) => {
        const seen = recordRequests(context);
        await storeBeforeScripts(context, STORAGE_KEY, JSON.stringify(values));
        await gotoHydrated(page, `${suite.baseUrl}/docs/api/send-message`);
        // The encoder's code loads as the reader's screen comes near it, not with the page.
        assert.equal(
          await page.locator("form.payload-encoder").count(),
          0,
          "the encoder loaded before the reader came near it",
        );
        await page.locator(".payload-encoder-place").scrollIntoViewIfNeeded();
        const encoder = page.locator("form.payload-encoder");
        await encoder.getByRole("textbox", { name: "Payload" }).fill("Pump 3 on");
        assert.equal(
          await encoder.locator("figure", { hasText: "Hex" }).locator("pre").textContent(),
          "50756d702033206f6e",
        );
        assert.equal(
          await encoder.locator("figure", { hasText: "Base64" }).first().locator("pre").textContent(),
          "UHVtcCAzIG9u",
        );
        assert.match((await encoder.getByRole("status").textContent()) ?? "", /9 bytes of the 270 bytes SBD allows/);
        await encoder.getByRole("radio", { name: "IMT: RockREMOTE (Base64)" }).check();
        const request = encoder.locator("figure", { hasText: "Request: Data/DoSendImtMessage" });
        const filledRequest = new RegExp(`token=${MASKED_TOKEN}&thing=${THING}&message=UHVtcCAzIG9u`);
        await encoder.locator("figure", { hasText: filledRequest }).waitFor();
        assert.match((await request.textContent()) ?? "", filledRequest);
        await request.getByRole("button", { name: "Copy code to clipboard" }).click();
        await page.waitForFunction(
          (token) => navigator.clipboard.readText().then((text) => text.includes(token)),
          TOKEN,
        );
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(
          copied,
          `curl "https://api.cloudloop.com/Data/DoSendImtMessage?token=${TOKEN}&thing=${THING}&message=UHVtcCAzIG9u"`,
        );
        assert.equal(spawnSync("bash", ["-n"], { input: copied }).status, 0);

        // Bad hex is named by position; too much for SBD gets a message and no request.
        await encoder.getByRole("radio", { name: "Hex", exact: true }).check();
        await encoder.getByRole("textbox", { name: "Payload" }).fill("50 75 6G");
        assert.match((await encoder.textContent()) ?? "", /Character 8 \("G"\) is not a hexadecimal digit\./);
        await encoder.getByRole("textbox", { name: "Payload" }).fill("AB".repeat(271));
        await encoder.getByRole("radio", { name: "SBD: RockBLOCK, 9602/9603 (hex)" }).check();
        assert.match(
          (await encoder.textContent()) ?? "",
          /Too large for SBD: 271 bytes is 1 byte over the 270-byte limit\./,
        );
        assert.equal(await encoder.locator("figure", { hasText: "Request:" }).count(), 0);

        assert.deepEqual(
          seen.filter((entry) =>
            travellingForms.some(
              (form) => entry.url.includes(form) || entry.headers.includes(form) || entry.body.includes(form),
            ),
          ),
          [],
        );
      }));

    for (const mode of ["light", "dark"] as const) {
      it(`the encoder and the open panel have no axe violations (${mode})`, () =>
        suite.withPage({ viewport }, async (page, context) => {
          await startInColorMode(context, mode);
          await gotoHydrated(page, `${suite.baseUrl}/docs/api/send-message`);
          await page.locator(".payload-encoder-place").scrollIntoViewIfNeeded();
          await page.locator("form.payload-encoder").waitFor();
          await page.locator("details.reader-values summary").click();
          await page.locator("details.reader-values").getByRole("button", { name: "Use these values" }).click();
          assert.deepEqual(await findAxeViolationsInside(page, ["form.payload-encoder", "details.reader-values"]), []);
        }));
    }
  });
});
