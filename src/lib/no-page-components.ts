// The page-component list of develop's HTML shell bundle (src/bundling/develop-shell.ts): the shell renders no page.

/** Any page component asked for: none is here, so the request fails with the reason. */
export const components: Record<string, () => never> = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== "string") return undefined;
      return () => {
        throw new Error(
          `The develop HTML shell has no page components (asked for ${name}): a page rendered on the server in ` +
            "gatsby develop needs them; remove the replacement in src/bundling/develop-shell.ts",
        );
      };
    },
  },
);

export default { components };
