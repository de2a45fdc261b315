// Declares the data files a page is generated from as dependencies of its MDX module, so the dev server (and a
// cached build) compiles the page again when one of them changes. The page's source passes through unchanged.
module.exports = function addDataDependencies(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
