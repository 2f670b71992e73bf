// Unit tests run the components without the build's style compiler: each `css` tag stands for a class name made from
// its text, and cx is the real one (reached by a path the test mapping leaves alone).
const actual = jest.requireActual<typeof import("@linaria/core")>("@linaria/core/index");

export const cx = actual.cx;

export function css(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((all, part, index) => all + part + (index < values.length ? String(values[index]) : ""), "");
  let hash = 0;
  for (const character of text) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return `css-${(hash >>> 0).toString(36)}`;
}
