// `npm run test:visual:update`: rewrites the visual baselines and environment.json from the current build, after an
// intended visual change. `npm test` never runs it; the visual suite only compares.
import { describe, it } from "node:test";
import fs from "fs";
import path from "path";
import { setUpSiteAndBrowser } from "./harness";
import { readRenderEnvironment, writeRecordedEnvironment } from "./lib/render-environment";
import {
  BASELINE_DIR,
  ENVIRONMENT_FILE,
  FONT_PAGE,
  frozenContext,
  MODES,
  screenName,
  settle,
  takeScreen,
  VISUAL_PAGES,
  WIDTHS,
} from "./lib/visual-screens";

describe("visual baselines, rewritten from the current build", () => {
  const suite = setUpSiteAndBrowser();

  it("records the fonts Chromium resolves and its version", async () => {
    const environment = await suite.withPage(frozenContext("light", WIDTHS[0]), async (page) => {
      await settle(page, `${suite.baseUrl}${FONT_PAGE}`);
      return readRenderEnvironment(page);
    });
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    writeRecordedEnvironment(ENVIRONMENT_FILE, environment);
  });

  for (const mode of MODES) {
    for (const width of WIDTHS) {
      it(`${mode}, ${width} px: writes ${VISUAL_PAGES.length} baselines`, async () => {
        await suite.withPage(frozenContext(mode, width), async (page) => {
          for (const route of VISUAL_PAGES) {
            const shot = await takeScreen(page, `${suite.baseUrl}${route}`, width);
            fs.writeFileSync(path.join(BASELINE_DIR, `${screenName(route, width, mode)}.png`), shot);
          }
        });
      });
    }
  }
});
