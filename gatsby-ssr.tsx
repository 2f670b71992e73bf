// Server-render wiring: the same wrappers as the browser so both render identical markup.
export { wrapPageElement, wrapRootElement } from "./src/theme/Root";
