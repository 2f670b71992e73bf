// The harness's request record, with its control images answered: each is a request for a file the site does not have,
// which would otherwise answer 404 and be reported by the harness as a problem of the page.
import type { Page } from "playwright-core";
import { watchRequests } from "../harness";

/** Where watchRequests' control images are requested: "/request-control-<n>-<time>.png". */
const CONTROL_IMAGES = "**/request-control-*.png";
/** A transparent 1×1 PNG. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** watchRequests(page) whose control images answer 200, so proving the record complete adds no problem to the page. */
export async function watchRequestsAnsweringControls(page: Page): Promise<ReturnType<typeof watchRequests>> {
  await page.route(CONTROL_IMAGES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
  return watchRequests(page);
}
