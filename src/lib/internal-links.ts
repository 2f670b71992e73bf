// One listener makes the site's internal links (plain anchors, not Gatsby's Link) navigate without a reload and
// prefetch their page on hover, focus, touch or when they come into view.

/** A site page's address ("/docs/a", "/docs/a#b"), not a file ("/x.postman_collection.json") nor another site. */
export function isInternalPagePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? "");
}

type ClickLike = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">;

/**
 * The page a click on `anchor` should open in place, or null when the browser must handle it (new tab, download…).
 */
export function pageOfClick(
  event: ClickLike,
  anchor: Pick<HTMLAnchorElement, "getAttribute" | "hasAttribute" | "target">,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const href = anchor.getAttribute("href") ?? "";
  return isInternalPagePath(href) ? href : null;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest("a[href]") : null;
}

/** The page of an internal link, without its fragment (what the page loader prefetches). */
function pageOf(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute("href") ?? "";
  return isInternalPagePath(href) ? (href.split("#")[0] ?? href) : null;
}

/** `aria-current` of a link to `href` on the page at `pathname`, by Gatsby's Link rule: "page" for the same path. */
export function currentPageOf(href: string, pathname: string): "page" | undefined {
  return encodeURI(href) === pathname ? "page" : undefined;
}

export type LinkHandlers = {
  /**
   * `replace`: the link opens the page on screen, so the history gets no second entry for it (as with Gatsby's Link).
   */
  readonly navigate: (path: string, options: { readonly replace: boolean }) => void;
  readonly prefetch: (path: string) => void;
};

/**
 * Catches clicks on internal links no component handled and prefetches on intent; returns the function that stops it.
 */
export function catchInternalLinks(root: Document, { navigate, prefetch }: LinkHandlers): () => void {
  // Listening on the document runs after the links' own handlers, so a click Gatsby's Link took is already prevented.
  const onClick = (event: MouseEvent): void => {
    const anchor = anchorOf(event.target);
    const page = anchor ? pageOfClick(event, anchor) : null;
    if (!page) return;
    event.preventDefault();
    navigate(page, { replace: currentPageOf(page, root.location.pathname) === "page" });
  };
  const onIntent = (event: Event): void => {
    const anchor = anchorOf(event.target);
    const page = anchor ? pageOf(anchor) : null;
    if (page) prefetch(page);
  };
  const intents = ["mouseover", "focusin", "touchstart"] as const;
  root.addEventListener("click", onClick);
  for (const type of intents) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    root.removeEventListener("click", onClick);
    for (const type of intents) root.removeEventListener(type, onIntent);
  };
}

/**
 * Prefetches the pages of the internal links under `root` as they come into view, as Gatsby's Link does for its own.
 */
export function prefetchLinksInView(root: ParentNode, prefetch: (path: string) => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const page = pageOf(entry.target as HTMLAnchorElement);
      if (page) prefetch(page);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'))
    if (pageOf(anchor)) observer.observe(anchor);
  return () => observer.disconnect();
}

/**
 * Prefetches the links in view of each page shown: call the returned function after every route update; the page's
 * links are watched once the browser is idle, and the previous page's watch (or its pending start) is stopped.
 */
export function prefetchLinksInViewOfEachPage(
  root: ParentNode,
  prefetch: (path: string) => void,
  whenIdle: (work: () => void) => () => void,
): () => void {
  let stop = (): void => undefined;
  return () => {
    stop();
    let stopWatching = (): void => undefined;
    const cancel = whenIdle(() => {
      stopWatching = prefetchLinksInView(root, prefetch);
    });
    stop = () => {
      cancel();
      stopWatching();
    };
  };
}
