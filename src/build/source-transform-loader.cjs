// Webpack requires its loaders by path while it runs, when no TypeScript is compiled: this one hands a module's source
// to the transform the build passed in its options (src/build/emotion-cache-trim.ts).
module.exports = function sourceTransformLoader(source) {
  return this.getOptions().transform(source, this.resourcePath);
};
