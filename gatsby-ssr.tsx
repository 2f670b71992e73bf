// Server-render wiring: the same wrappers as the browser, plus inline head scripts that must run before the app.
import type { GatsbySSR } from "gatsby";
import { CANONICAL_PATH_SCRIPT } from "./src/lib/url";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="canonical-path" dangerouslySetInnerHTML={{ __html: CANONICAL_PATH_SCRIPT }} />]);
};
