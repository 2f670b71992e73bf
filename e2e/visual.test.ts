// Visual regression: eight pages at 1366 and 390 px, light and dark, against e2e/visual-baselines, after checking
// the machine's fonts match the baselines'. It only compares: `npm run test:visual:update`
// (e2e/update-visual-baselines.ts) is what rewrites the baselines.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import os from "os";
import path from "path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { setUpSiteAndBrowser } from "./harness";
import {
  chromiumNote,
  environmentDifferences,
  readRecordedEnvironment,
  type RenderEnvironment,
} from "./lib/render-environment";
import {
  BASELINE_DIR,
  ENVIRONMENT_FILE,
  frozenContext,
  MODES,
  readScreensEnvironment,
  REGENERATE,
  screenName,
  takeScreen,
  VISUAL_PAGES,
  WIDTHS,
} from "./lib/visual-screens";

/** A pixel counts as changed when pixelmatch's colour distance exceeds this (0–1; anti-aliasing is ignored). */
const PIXEL_THRESHOLD = 0.1;
/** Share of changed pixels a screen may have before the test fails. */
const MAX_CHANGED_RATIO = 0.002;
const OUTPUT_DIR = path.join(os.tmpdir(), "cloudloop-visual");

/** Why screenshots of this machine cannot be compared with the baselines, or null when they can. */
function environmentProblem(recorded: RenderEnvironment | null, current: RenderEnvironment): string | null {
  if (!recorded)
    return (
      `${path.relative(process.cwd(), ENVIRONMENT_FILE)} is missing: ` +
      `nothing says which fonts and Chromium the baselines were made with. ` +
      `Run ${REGENERATE} on a machine whose screenshots you trust, ` +
      `open the PNGs and commit them with environment.json.`
    );
  const differences = environmentDifferences(recorded, current);
  if (differences.length === 0) return null;
  return (
    `this machine does not render as the baselines' machine did (${differences.join("; ")}), ` +
    `so its screenshots are not compared pixel by pixel. ` +
    `Install the fonts the baselines were made with (.ci/run installs fonts-dejavu-core and fonts-liberation), ` +
    `or regenerate the baselines here with ${REGENERATE}, ` +
    `open the PNGs and commit them with environment.json.`
  );
}

type Comparison = { readonly changedRatio: number; readonly diff: PNG | null; readonly sizeMessage: string | null };

/** Compares two screenshots; a different size is reported as such, not as changed pixels. */
function compareScreens(baseline: PNG, actual: PNG): Comparison {
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return {
      changedRatio: 1,
      diff: null,
      sizeMessage: `size changed from ${baseline.width}×${baseline.height} to ${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const changed = pixelmatch(baseline.data, actual.data, diff.data, baseline.width, baseline.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { changedRatio: changed / (baseline.width * baseline.height), diff, sizeMessage: null };
}

describe("visual regression against the baselines", () => {
  const suite = setUpSiteAndBrowser();

  /**
   * This machine's environment, read once from a settled page.
   */
  let machine: Promise<RenderEnvironment> | undefined;
  const machineEnvironment = (): Promise<RenderEnvironment> => (machine ??= readScreensEnvironment(suite));
  /**
   * Fails, saying how to regenerate, when the baselines were made with other fonts; otherwise answers what to add to
   * a failure about another Chromium (null when the major version is the baselines').
   */
  const assertSameEnvironment = async (): Promise<string | null> => {
    const current = await machineEnvironment();
    const recorded = readRecordedEnvironment(ENVIRONMENT_FILE);
    const problem = environmentProblem(recorded, current);
    assert.equal(problem, null, problem ?? "");
    return recorded && chromiumNote(recorded, current);
  };

  it("the fonts Chromium resolves are the baselines' (environment.json)", async () => {
    await assertSameEnvironment();
  });

  it("a machine with other fonts is told how to regenerate; another Chromium is compared and named", () => {
    const recorded: RenderEnvironment = {
      chromium: "156.0.8078.108",
      fonts: { text: "DejaVu Sans", code: "Liberation Mono" },
    };
    assert.equal(environmentProblem(recorded, { ...recorded, chromium: "150.0.1.2" }), null);
    assert.equal(chromiumNote(recorded, { ...recorded, chromium: "156.0.9999.1" }), null, "a patch release");
    assert.equal(
      chromiumNote(recorded, { ...recorded, chromium: "150.0.1.2" }),
      "Chromium 150.0.1.2 here, 156.0.8078.108 for the baselines",
    );
    const problem =
      environmentProblem(recorded, { chromium: "157.0.1.2", fonts: { text: "Noto Sans", code: "Liberation Mono" } }) ??
      "";
    assert.match(problem, /text drawn in "Noto Sans" here, "DejaVu Sans" for the baselines/);
    assert.doesNotMatch(problem, /code drawn/);
    assert.match(problem, /npm run test:visual:update/);
    assert.match(environmentProblem(null, recorded) ?? "", /environment\.json is missing.*npm run test:visual:update/);
  });

  it("the comparison counts changed pixels and reports a size change", () => {
    const solid = (width: number, height: number, grey: number): PNG => {
      const png = new PNG({ width, height });
      png.data.fill(grey);
      for (let index = 3; index < png.data.length; index += 4) png.data[index] = 255;
      return png;
    };
    const baseline = solid(100, 100, 255);
    const changed = solid(100, 100, 255);
    for (let y = 0; y < 10; y += 1)
      for (let x = 0; x < 10; x += 1) changed.data.fill(0, (y * 100 + x) * 4, (y * 100 + x) * 4 + 3);
    assert.equal(compareScreens(baseline, solid(100, 100, 255)).changedRatio, 0);
    assert.equal(compareScreens(baseline, changed).changedRatio, 0.01);
    assert.match(compareScreens(baseline, solid(100, 120, 255)).sizeMessage ?? "", /100×100 to 100×120/);
  });

  for (const mode of MODES) {
    for (const width of WIDTHS) {
      it(`${mode}, ${width} px: ${VISUAL_PAGES.length} pages match their baselines`, async () => {
        const chromium = await assertSameEnvironment();
        const failures: string[] = [];
        await suite.withPage(frozenContext(mode, width), async (page) => {
          fs.mkdirSync(OUTPUT_DIR, { recursive: true });
          for (const route of VISUAL_PAGES) {
            const shot = await takeScreen(page, `${suite.baseUrl}${route}`, width);
            const name = screenName(route, width, mode);
            const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
            const actualFile = path.join(OUTPUT_DIR, `${name}.actual.png`);
            if (!fs.existsSync(baselineFile)) {
              fs.writeFileSync(actualFile, shot);
              failures.push(
                `${route}: no baseline ${path.relative(process.cwd(), baselineFile)} ` +
                  `(run npm run test:visual:update); screenshot at ${actualFile}`,
              );
              continue;
            }
            const result = compareScreens(PNG.sync.read(fs.readFileSync(baselineFile)), PNG.sync.read(shot));
            if (result.sizeMessage) {
              fs.writeFileSync(actualFile, shot);
              failures.push(`${route}: ${result.sizeMessage}; screenshot at ${actualFile}`);
            } else if (result.changedRatio > MAX_CHANGED_RATIO && result.diff) {
              const diffFile = path.join(OUTPUT_DIR, `${name}.diff.png`);
              fs.writeFileSync(actualFile, shot);
              fs.writeFileSync(diffFile, PNG.sync.write(result.diff));
              failures.push(
                `${route}: ${(result.changedRatio * 100).toFixed(3)}% of pixels changed ` +
                  `(limit ${(MAX_CHANGED_RATIO * 100).toFixed(1)}%); ` +
                  `diff at ${diffFile}, screenshot at ${actualFile}`,
              );
            }
          }
        });
        assert.deepEqual(
          failures,
          [],
          `${failures.join("\n")}\n${chromium ? `${chromium}: a new Skia can move pixels. ` : ""}` +
            `If the change is intended, run: npm run test:visual:update`,
        );
      });
    }
  }
});
