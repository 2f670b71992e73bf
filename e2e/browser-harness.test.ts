// The shared browser harness fails a test on each kind of problem a reader's browser would show, and only on those the
// test did not name: positive controls for every other browser suite.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { gotoHydrated, setUpSiteAndBrowser } from "./harness";

const DOC = "/docs/concepts/thing";

describe("browser harness", () => {
  const suite = setUpSiteAndBrowser();
  const open = { viewport: { width: 1280, height: 900 } };

  it("fails on a console error, a page error, an error response, a failed request and a CSP violation", async () => {
    await assert.rejects(
      suite.withPage(open, async (page) => {
        await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
        await page.evaluate(() => console.error("a console error"));
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error("a page error");
          }),
        );
        await page.waitForEvent("pageerror");
        await page.evaluate(() => fetch("/no-such-file.json").then(() => undefined));
        await page.route("**/blocked.json", (route) => route.abort("failed"));
        await page.evaluate(() => fetch("/blocked.json").catch(() => undefined));
        // An inline script is against the site's Content-Security-Policy.
        await page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.inlineRan = true";
          document.body.append(script);
        });
        await page.waitForFunction(() => true);
      }),
      (error: Error) => {
        for (const line of [
          "unexpected: console: a console error",
          "unexpected: pageerror: a page error",
          "unexpected: HTTP 404: /no-such-file.json",
          "unexpected: request failed: GET /blocked.json net::ERR_FAILED",
          "unexpected: csp: script-src-elem blocked inline",
        ]) {
          assert.ok(error.message.includes(line), `"${line}" in:\n${error.message}`);
        }
        return true;
      },
    );
  });

  it("passes when every problem is one the test named, and fails when a named one never comes", async () => {
    await suite.withPage({ ...open, expectedProblems: ["console: on purpose"] }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      await page.evaluate(() => console.error("on purpose"));
    });
    await assert.rejects(
      suite.withPage({ ...open, expectedProblems: ["console: never written"] }, (page) =>
        gotoHydrated(page, `${suite.baseUrl}${DOC}`),
      ),
      /expected but not seen: console: never written/,
    );
  });

  it("watches every page of the context and still closes it when the test itself fails", async () => {
    let leaked: import("playwright-core").BrowserContext | undefined;
    await assert.rejects(
      suite.withContext(open, async (context) => {
        leaked = context;
        const second = await context.newPage();
        await gotoHydrated(second, `${suite.baseUrl}${DOC}`);
        await second.evaluate(() => console.error("from the second page"));
        throw new Error("the test's own failure");
      }),
      (error: Error) =>
        error.message.includes("the test's own failure") && error.message.includes("console: from the second page"),
    );
    assert.equal(leaked?.pages().length, 0, "the context was closed");
  });
});
