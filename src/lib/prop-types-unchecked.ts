// Stands in for prop-types in the production browser bundle (wired by src/build/browser-bundle.ts): Gatsby's Link and
// scroll handler declare prop types, which nothing checks there; every validator and validator factory is this one.
type Validator = { (): Validator; isRequired: Validator };

const validator = (() => validator) as Validator;
validator.isRequired = validator;

const propTypes: Record<string, Validator> = new Proxy({}, { get: () => validator });

export default propTypes;
