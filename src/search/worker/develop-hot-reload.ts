// `gatsby develop`'s hot reload (prefresh) registers components in every module it bundles, the worker's too, but its
// runtime lives on the page alone: the worker gets stand-ins. Production builds drop this module's code.
if (process.env.NODE_ENV !== "production") {
  const scope = self as unknown as { __PREFRESH__?: { register(): void; sign(): void } };
  scope.__PREFRESH__ ??= { register: () => undefined, sign: () => undefined };
}

export {};
