// A fresh load of a page in a watched context, without leaving the page the test is on.
import type { BrowserContext, Page } from "playwright-core";
import { gotoHydrated } from "../harness";

/**
 * Opens `url` in a new tab of `context` and waits until it has hydrated: what a reload or a second visit shows, storage
 * shared. The page the test was on stays open, so the requests it still has in flight (prefetches, a favicon) are not
 * cancelled: Chromium reports such a cancellation just before the navigation that causes it, and the harness would take
 * it for a failed request.
 */
export async function openAfresh(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await gotoHydrated(page, url);
  return page;
}
