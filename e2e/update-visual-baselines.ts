// `npm run test:visual:update`: rewrites the visual baselines and environment.json from the current build, after an
// intended visual change. `npm test` never runs it; the visual suite only compares.
import { describe, it } from "node:test";
import fs from "fs";
import path from "path";
import { setUpSiteAndBrowser } from "./harness";
import { writeRecordedEnvironment } from "./lib/render-environment";
import {
  BASELINE_DIR,
  ENVIRONMENT_FILE,
  frozenContext,
  MODES,
  readScreensEnvironment,
  screenName,
  takeScreen,
  VISUAL_PAGES,
  WIDTHS,
} from "./lib/visual-screens";

describe("visual baselines, rewritten from the current build", () => {
  const suite = setUpSiteAndBrowser();

  it("records the fonts Chromium resolves and its version", async () => {
    const environment = await readScreensEnvironment(suite);
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
