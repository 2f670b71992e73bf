// The page wrappers of develop's HTML shell bundle (src/bundling/develop-shell.ts): the shell wraps no page.

/** A wrapper that fails with the reason, should a page ever be rendered in the shell. */
const noWrapper = (name: string) => (): never => {
  throw new Error(
    `The develop HTML shell has no ${name}: a page rendered on the server in gatsby develop needs the theme; ` +
      "remove the replacement in src/bundling/develop-shell.ts",
  );
};

export const wrapRootElement = noWrapper("wrapRootElement");
export const wrapPageElement = noWrapper("wrapPageElement");
