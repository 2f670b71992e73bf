// Leaves @emotion/cache's vendor prefixer out of the browser bundle: the site's cache (src/theme/emotion-cache.ts) runs
// no stylis plugin, but the prefixer stays reachable through the library's default plugin list unless that list goes.
import path from "path";

/** @emotion/cache's production browser build, which webpack's `browser` condition picks. */
export const EMOTION_CACHE_BROWSER_BUILD = /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/;

const DEFAULT_PLUGINS = "var defaultStylisPlugins = [prefixer];";

/** The build's source with an empty default plugin list; fails naming this file when an upgrade changed that line. */
export function withoutDefaultPrefixer(source: string, file: string): string {
  if (!source.includes(DEFAULT_PLUGINS)) {
    throw new Error(`${file} no longer declares "${DEFAULT_PLUGINS}": update or remove src/build/emotion-cache-trim.ts`);
  }
  return source.replace(DEFAULT_PLUGINS, "var defaultStylisPlugins = [];");
}

/** The webpack rule that applies it (production browser bundle only). */
export function emotionCacheTrimRule(projectRoot: string) {
  return { test: EMOTION_CACHE_BROWSER_BUILD, use: [{ loader: path.join(projectRoot, "src", "build", "source-transform-loader.cjs"), options: { transform: withoutDefaultPrefixer } }] };
}
