// Browser wiring: the shared wrappers and the hydration marker.
import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";


/** Marks the document once the app has rendered in the browser (used by the browser tests and by CSS). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
