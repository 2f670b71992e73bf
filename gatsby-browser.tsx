// Browser wiring: the shared wrappers and the .html/index.html path rules.
import type { GatsbyBrowser } from "gatsby";
import { toCanonicalPath } from "./src/lib/url";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

/** "/docs/data.html" and "/docs/data/index.html" are the page "/docs/data": fix the address before routing. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { pathname, search, hash } = window.location;
  const canonical = toCanonicalPath(pathname);
  if (canonical !== pathname) window.history.replaceState(window.history.state, "", `${canonical}${search}${hash}`);
};
