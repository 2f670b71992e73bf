// Content errors in `gatsby develop`'s error overlay, through the channel Gatsby itself uses for its query errors.
import path from "path";
import type { ContentError } from "../content/model/types";

/** The overlay's error shape (Gatsby's structured error): the message as title, the file and line under it. */
export type OverlayError = {
  readonly level: "ERROR";
  readonly code: string;
  readonly text: string;
  readonly filePath: string;
  readonly location?: { readonly start: { readonly line: number } };
  readonly context: { readonly sourceMessage: string };
};

/** The overlay's id for this site's content errors; sending none clears them. */
export const CONTENT_ERRORS_ID = "content-errors";

/** The line a message names ("(line 12)", "at line 12, column 3"), if any. */
export function lineOfMessage(message: string): number | undefined {
  const match = /\bline (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

export function toOverlayErrors(errors: readonly ContentError[], projectRoot: string): OverlayError[] {
  return errors.map((error) => {
    const line = lineOfMessage(error.message);
    const sourceMessage = `${error.file}: ${error.message}`;
    return {
      level: "ERROR",
      code: "CONTENT",
      text: sourceMessage,
      filePath: path.resolve(projectRoot, error.file),
      ...(line === undefined ? {} : { location: { start: { line } } }),
      context: { sourceMessage },
    };
  });
}

type WebsocketManager = { emitError(id: string, message: unknown): void };

/** Shows the errors in every open browser's overlay, or clears it when there are none. */
export function showInDevelopOverlay(errors: readonly ContentError[], projectRoot: string): void {
  // Gatsby's develop server holds the overlay's socket; it is not part of the plugin API (a browser test guards it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { websocketManager } = require("gatsby/dist/utils/websocket-manager") as { websocketManager: WebsocketManager };
  websocketManager.emitError(CONTENT_ERRORS_ID, errors.length > 0 ? toOverlayErrors(errors, projectRoot) : null);
}
