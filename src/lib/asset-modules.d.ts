// Image files imported from code resolve to their built URL (webpack asset modules; a stub string in Jest).
declare module "*.png" {
  const url: string;
  export default url;
}
declare module "*.svg" {
  const url: string;
  export default url;
}
