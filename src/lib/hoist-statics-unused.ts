// Stands in for hoist-non-react-statics in the production browser bundle (wired by src/build/browser-bundle.ts): only
// Emotion's withTheme calls it, and the site never uses withTheme.
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
