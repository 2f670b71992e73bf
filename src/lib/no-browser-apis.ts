// A Gatsby browser plugin that implements no API: stands in for plugins that act only in `gatsby develop`.
export {};
