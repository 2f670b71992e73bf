// What the build's HTML renderer gets for a module only browsers load (src/bundling/build-speed.ts): rendering it on
// the server fails, naming the list, so such a page stops the build instead of shipping without its part.
export default function BrowserOnly() {
  throw new Error(
    "A page rendered a module the HTML renderer leaves out (src/bundling/build-speed.ts): " +
      "render it in the browser only, or take it off that list",
  );
}
