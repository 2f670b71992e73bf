// The components' styles are compiled at build time: each `css` tag of a styles.ts file becomes a class name, and its
// rules go to a stylesheet the build inlines in every page's <head>, so the browser runs no style code.
import type { RuleSetRule } from "webpack";

/** Only the style modules hold `css` tags: the rest of the code skips the style compiler. */
export const STYLE_MODULE = /[\\/]styles\.ts$/;

/** `gatsby develop`'s stages (its browser bundle and its HTML render), as opposed to a production build's. */
const isDevelopStage = (stage: string): boolean => stage.startsWith("develop");

/** The webpack rule that compiles a Gatsby stage's style modules; added after Gatsby's rules, its loader runs before Babel. */
export function staticStylesRule(stage: string): RuleSetRule {
  return {
    test: STYLE_MODULE,
    exclude: /node_modules/,
    use: [
      {
        loader: "@wyw-in-js/webpack-loader",
        options: {
          sourceMap: stage === "develop",
          // Class names are stable across builds (a hash of the file and the rule set's place in it, after the
          // variable's initial); `gatsby develop` spells the variable out for reading them in the browser's tools.
          classNameSlug: (hash: string, title: string) => (isDevelopStage(stage) ? `${title}-${hash}` : hash),
          babelOptions: { presets: ["@babel/preset-typescript"] },
          // Gatsby's CSS pipeline adds the vendor prefixes the browserslist needs (autoprefixer); stylis's own prefixer
          // would add prefixes regardless, some of them obsolete properties no browser knows (scroll-snap-padding).
          prefixer: false,
        },
      },
    ],
  };
}
