// Lets part of a page keep the HTML the server drew for it on a first load instead of drawing it again while hydrating.
import { useRef } from "react";

/** While hydrating, Preact and React leave an element's inner HTML alone, so its server-rendered children stay. */
export const KEEP_SERVER_CHILDREN = Object.freeze({ __html: "" });

/**
 * True while the browser hydrates the server's HTML (the first render of a page opened by its address), false for
 * renders after a client-side navigation, on the server and in `gatsby develop` (whose HTML has no page in it).
 */
export function isHydratingServerHtml(): boolean {
  if (typeof document === "undefined") return false;
  // Gatsby hydrates exactly when its focus wrapper came with children from the server; the first render's effects
  // mark the document as hydrated (gatsby-browser's onInitialClientRender), and every later render draws the tree.
  return (
    !document.documentElement.hasAttribute("data-hydrated") &&
    (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0
  );
}

/**
 * Whether a part of the page (a list of cards, a sidebar category's links) keeps the HTML the server drew for it
 * (render it with KEEP_SERVER_CHILDREN): true from a first load's hydration for as long as `keep` stays true. Once
 * `keep` is false (the category closed), the part draws its own content for the rest of its life; a page reached by a
 * link draws its own from the start. Worked out once per mount.
 */
export function useKeptServerHtml(keep = true): boolean {
  const kept = useRef<boolean | null>(null);
  if (kept.current === null) kept.current = keep && isHydratingServerHtml();
  else if (!keep) kept.current = false;
  return kept.current;
}
