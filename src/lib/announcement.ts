// Announcement bar dismissal: remembered by the bar's id, so a new id shows the bar again.
import { toScriptLiteral } from "./inline-script";

/** localStorage key holding the id of the last bar the reader closed. */
export const ANNOUNCEMENT_STORAGE_KEY = "announcement-dismissed";

/** html attribute set (before paint and on close) while the current bar is dismissed; CSS hides the bar with it. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed";

/** Whether the bar with `currentId` was closed: only a stored id equal to it counts. */
export function isAnnouncementDismissed(storedId: string | null, currentId: string): boolean {
  return storedId !== null && storedId === currentId;
}

/** Inline script for the <head>: marks a dismissed bar before the body paints, so it never flashes. */
export function createAnnouncementScript(currentId: string): string {
  return (
    `(function(){try{if(window.localStorage.getItem(${toScriptLiteral(ANNOUNCEMENT_STORAGE_KEY)})` +
    `===${toScriptLiteral(currentId)})` +
    `document.documentElement.setAttribute(${toScriptLiteral(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},"true")}catch(e){}})();`
  );
}
