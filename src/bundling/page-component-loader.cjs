// Webpack requires its loaders by path while it runs, when no TypeScript is compiled: this one only hands each page
// component's request to the code the build passed in its options (src/bundling/page-components.ts).
module.exports = function pageComponentLoader() {
  const { pageComponentSource, dependencies } = this.getOptions();
  for (const file of dependencies) this.addDependency(file);
  return pageComponentSource(this.resourcePath, this.resourceQuery);
};
