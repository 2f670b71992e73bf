// Compiles an MDX body at build time into a compact JSON tree that one shared template renders: no JS chunk per page,
// so neither a page's bundle nor the route manifest grows with the number of docs.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { ElementContent, Root, RootContent } from "hast";
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import { find, html } from "property-information";
import parseStyle from "style-to-object";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypePrismPlus from "rehype-prism-plus";
import rehypeSlug from "rehype-slug";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { toMdast, type MdastRoot } from "./extract";
import { MDX_COMPONENT_NAMES } from "./mdx-components";
import rehypeAnchorLabels, { ANCHOR_LINK_CLASS } from "./rehype-anchor-labels";
import rehypeCodeMeta from "./rehype-code-meta";
import rehypeReadableTables from "./rehype-readable-tables";

import type { MdxTreeNode, MdxTreeProps, MdxValue } from "./tree-shape";

export type { MdxTreeElement, MdxTreeNode, MdxTreeProps, MdxValue } from "./tree-shape";

/**
 * An image beside an MDX page (imported or linked as `![alt](./img/x.png)`), served from /static under a
 * content-hashed name; a raster image (`raster`) is served as AVIF/WebP/fallback variants made at build time instead.
 */
export type MdxAsset = { readonly source: string; readonly url: string; readonly raster: boolean };
export type CompiledMdx = { readonly tree: readonly MdxTreeNode[]; readonly assets: readonly MdxAsset[] };

/** A problem in one MDX body, at a line of the body (add the frontmatter's lines for the file's line). */
export class MdxTreeError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = "MdxTreeError";
  }
}

const MDX_NODE_TYPES = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"];
const ASSET_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif"]);
/** Elements where whitespace-only text is not allowed (React and HTML both reject it). */
const NO_TEXT_CHILDREN = new Set(["table", "thead", "tbody", "tfoot", "tr", "colgroup"]);

/** A node of the page's HTML tree: hast, with the MDX nodes the compiler passes through. */
type HastNode = Root | RootContent | ElementContent;
/** An estree node read loosely: the expressions MDX allows are few, and each is checked by its type. */
type EstreeNode = { type: string; [key: string]: unknown };
type MdxJsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

// Bodies arrive parsed (`parseMdx`, the site's one MDX parser):
// the processor only turns mdast into the page's HTML tree.
const processor = unified()
  .use(remarkRehype, { passThrough: MDX_NODE_TYPES })
  .use(rehypeSlug)
  .use(rehypeReadableTables)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    properties: { className: [ANCHOR_LINK_CLASS] },
    content: { type: "text", value: "#" },
  })
  .use(rehypeAnchorLabels)
  .use(rehypeCodeMeta)
  .use(rehypePrismPlus, { ignoreMissing: true, defaultLanguage: "text" });

/** The site path of an imported file: /static/<name>-<8 hex of its content><ext>. */
export function toAssetUrl(absolutePath: string): string {
  const hash = crypto.createHash("sha256").update(fs.readFileSync(absolutePath)).digest("hex").slice(0, 8);
  const ext = path.extname(absolutePath).toLowerCase();
  return `/static/${path.basename(absolutePath, path.extname(absolutePath))}-${hash}${ext}`;
}

const lineOf = (node: { position?: { start: { line: number } } } | undefined): number | undefined =>
  node?.position?.start.line;

/** Evaluates a literal-only expression (strings, numbers, booleans, arrays, objects, imported names). */
function evaluate(node: EstreeNode, scope: ReadonlyMap<string, MdxValue>, line: number | undefined): MdxValue {
  const fail = (what: string): never => {
    throw new MdxTreeError(
      `${what} is not supported in an MDX expression: ` +
        `use literal values (strings, numbers, arrays, objects) or an imported file`,
      line,
    );
  };
  switch (node.type) {
    case "Literal": {
      const value = node.value as unknown;
      if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        return value;
      return fail("A regular expression or BigInt");
    }
    case "TemplateLiteral": {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      if ((node.expressions as unknown[]).length > 0) return fail("A template literal with ${…}");
      return quasis.map((quasi) => quasi.value.cooked).join("");
    }
    case "ArrayExpression":
      return (node.elements as Array<EstreeNode | null>).map((element) =>
        element && element.type !== "SpreadElement"
          ? evaluate(element, scope, line)
          : fail("A spread or a hole in an array"),
      );
    case "ObjectExpression": {
      const result: Record<string, MdxValue> = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== "Property" || property.kind !== "init" || property.method)
          return fail("A spread, getter or method in an object");
        const key = property.key as EstreeNode;
        const name = property.computed
          ? null
          : key.type === "Identifier"
            ? (key.name as string)
            : key.type === "Literal"
              ? String(key.value)
              : null;
        if (name === null) return fail("A computed key");
        result[name] = evaluate(property.value as EstreeNode, scope, line);
      }
      return result;
    }
    case "UnaryExpression": {
      const value = evaluate(node.argument as EstreeNode, scope, line);
      if (typeof value === "number" && (node.operator === "-" || node.operator === "+"))
        return node.operator === "-" ? -value : value;
      return fail(`The operator ${String(node.operator)}`);
    }
    case "Identifier": {
      const name = node.name as string;
      if (name === "undefined") return null;
      if (scope.has(name)) return scope.get(name) ?? null;
      throw new MdxTreeError(`"${name}" is not defined: only names imported at the top of the file can be used`, line);
    }
    default:
      return fail(`A ${node.type}`);
  }
}

/** The one expression of `{…}`, or null for a comment-only `{/* … *\/}`. */
function expressionOf(program: unknown, line: number | undefined): EstreeNode | null {
  const body = ((program as EstreeNode | null | undefined)?.body as EstreeNode[] | undefined) ?? [];
  if (body.length === 0) return null;
  const statement = body[0];
  if (body.length > 1 || statement?.type !== "ExpressionStatement")
    throw new MdxTreeError("An MDX expression must be a single value", line);
  return statement.expression as EstreeNode;
}

/** hast properties → the props React expects (class names joined, aria-/data- attributes spelled as in HTML). */
export function toReactProps(properties: Record<string, unknown> | undefined): MdxTreeProps | null {
  const props: Record<string, MdxValue> = {};
  for (const [key, raw] of Object.entries(properties ?? {})) {
    if (raw === null || raw === undefined || raw === false) continue;
    const info = find(html, key);
    const value = Array.isArray(raw) ? raw.join(info.commaSeparated ? ", " : " ") : (raw as MdxValue);
    if (key === "align" && typeof value === "string") {
      // GFM column alignment: the align attribute is obsolete in HTML.
      props.style = { textAlign: value };
    } else if (key === "style" && typeof value === "string") {
      props.style = Object.fromEntries(
        Object.entries(parseStyle(value) ?? {}).map(([name, css]) => [
          name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
          css,
        ]),
      );
    } else if (key.includes("-") || /^(aria|data)[A-Z]/.test(key)) {
      props[info.attribute] = value;
    } else {
      props[key] = value;
    }
  }
  return Object.keys(props).length > 0 ? props : null;
}

type Context = {
  readonly scope: Map<string, MdxValue>;
  readonly componentNames: ReadonlySet<string>;
  /** The MDX file (absolute), for images linked relative to it. */
  readonly file: string;
  readonly assets: MdxAsset[];
};

const isRasterFile = (file: string): boolean =>
  ASSET_EXTENSIONS.has(path.extname(file).toLowerCase()) && path.extname(file).toLowerCase() !== ".svg";

/**
 * An image element must say what it shows; a local image must
 * exist. Returns the props with a local src served from /static.
 */
function checkImage(
  tag: string,
  props: MdxTreeProps | null,
  context: Context,
  line: number | undefined,
): MdxTreeProps | null {
  const src = props?.src;
  const alt = props?.alt;
  if (typeof alt !== "string" || !alt.trim()) {
    const what = typeof src === "string" ? ` ${src}` : "";
    throw new MdxTreeError(
      `the image${what} has no alt text: ` +
        `describe what it shows (![what it shows](${typeof src === "string" ? src : "./img/x.png"}) or alt="…")`,
      line,
    );
  }
  if (typeof src !== "string" || /^([a-z]+:|\/\/|\/)/i.test(src) || src.startsWith("#")) return props;
  const absolute = path.resolve(path.dirname(context.file), decodeURI(src));
  if (!ASSET_EXTENSIONS.has(path.extname(absolute).toLowerCase()))
    throw new MdxTreeError(`<${tag}> ${src}: only images (${[...ASSET_EXTENSIONS].join(", ")}) can be shown`, line);
  if (!fs.existsSync(absolute))
    throw new MdxTreeError(
      `the image ${src} does not exist (looked for ${path.basename(absolute)} beside the page)`,
      line,
    );
  const url = toAssetUrl(absolute);
  if (!context.assets.some((asset) => asset.url === url))
    context.assets.push({ source: absolute, url, raster: isRasterFile(absolute) });
  return { ...props, src: url };
}

function jsxProps(node: MdxJsxElement, context: Context): MdxTreeProps | null {
  const props: Record<string, MdxValue> = {};
  for (const attribute of node.attributes) {
    const line = lineOf(attribute) ?? lineOf(node);
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name)
      throw new MdxTreeError(`A spread attribute {...} on <${node.name ?? ""}> is not supported`, line);
    const name = attribute.name === "class" ? "className" : attribute.name === "for" ? "htmlFor" : attribute.name;
    const value = attribute.value;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === "string") props[name] = value;
    else {
      const expression = expressionOf(value.data?.estree, line);
      if (expression) props[name] = evaluate(expression, context.scope, line);
    }
  }
  return Object.keys(props).length > 0 ? props : null;
}

function convert(node: HastNode, context: Context, parentTag: string | null): MdxTreeNode[] {
  const children = (tag: string | null): MdxTreeNode[] =>
    "children" in node ? (node.children as HastNode[]).flatMap((child) => convert(child, context, tag)) : [];
  switch (node.type) {
    case "root":
      return children(null);
    case "text":
      if (parentTag && NO_TEXT_CHILDREN.has(parentTag) && !node.value.trim()) return [];
      return node.value ? [node.value] : [];
    case "element": {
      const tag = node.tagName;
      const props = toReactProps(node.properties);
      return [[tag, tag === "img" ? checkImage(tag, props, context, lineOf(node)) : props, ...children(tag)]];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      if (!node.name) return children(parentTag);
      if (node.name.includes(".") || node.name.includes(":"))
        throw new MdxTreeError(`<${node.name}>: member and namespaced names are not supported`, lineOf(node));
      if (/^[A-Z]/.test(node.name) && !context.componentNames.has(node.name)) {
        throw new MdxTreeError(
          `unknown component <${node.name}> (available: ${[...context.componentNames].join(", ")})`,
          lineOf(node),
        );
      }
      const props = jsxProps(node, context);
      return [
        [
          node.name,
          node.name === "img" || node.name === "Figure" ? checkImage(node.name, props, context, lineOf(node)) : props,
          ...children(node.name),
        ],
      ];
    }
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      const expression = expressionOf(node.data?.estree, lineOf(node));
      if (!expression) return [];
      const value = evaluate(expression, context.scope, lineOf(node));
      if (typeof value === "string" || typeof value === "number") return [String(value)];
      if (value === null || typeof value === "boolean") return [];
      throw new MdxTreeError("An MDX expression in the text must be a string or a number", lineOf(node));
    }
    case "mdxjsEsm":
      return [];
    default:
      return [];
  }
}

/** Reads `import name from "./file.svg"` statements: the only ESM an MDX page may use. */
function readImports(root: Root, file: string, context: Context): void {
  const { assets } = context;
  for (const node of root.children) {
    if (node.type !== "mdxjsEsm") continue;
    const line = lineOf(node);
    for (const statement of ((node.data?.estree as EstreeNode | null | undefined)?.body as EstreeNode[] | undefined) ??
      []) {
      if (statement.type !== "ImportDeclaration")
        throw new MdxTreeError(
          'Only `import name from "./file"` of an image is supported (no exports): ' +
            "components are available without importing",
          line,
        );
      const specifiers = statement.specifiers as EstreeNode[];
      const source = (statement.source as EstreeNode).value as string;
      const only = specifiers[0];
      if (specifiers.length !== 1 || only?.type !== "ImportDefaultSpecifier")
        throw new MdxTreeError(
          `import of "${source}": use one default import, e.g. import figure from "./img/figure.svg"`,
          line,
        );
      if (!source.startsWith("."))
        throw new MdxTreeError(
          `import of "${source}": only files beside the page can be imported; ` +
            `components are available without importing`,
          line,
        );
      const absolute = path.resolve(path.dirname(file), source);
      if (!ASSET_EXTENSIONS.has(path.extname(absolute).toLowerCase()))
        throw new MdxTreeError(
          `import of "${source}": only images (${[...ASSET_EXTENSIONS].join(", ")}) can be imported`,
          line,
        );
      if (!fs.existsSync(absolute)) throw new MdxTreeError(`import of "${source}": no such file`, line);
      const url = toAssetUrl(absolute);
      context.scope.set((only.local as EstreeNode).name as string, url);
      if (!assets.some((asset) => asset.url === url))
        assets.push({ source: absolute, url, raster: isRasterFile(absolute) });
    }
  }
}

/**
 * MDX body (its text, or the mdast `parseMdx` made of it) → tree and imported files. `file` (absolute) resolves
 * relative imports. Throws MdxTreeError or a parse error.
 */
export function compileMdxTree(
  body: string | MdastRoot,
  file: string,
  componentNames: readonly string[] = MDX_COMPONENT_NAMES,
): CompiledMdx {
  let root: Root;
  try {
    root = processor.runSync(toMdast(body)) as Root;
  } catch (error) {
    if (error instanceof MdxTreeError) throw error;
    const message = (error as Error).message;
    const where = error as { line?: number | null; position?: { start?: { line?: number | null } } | null };
    const line = where.line ?? where.position?.start?.line ?? Number(/\((\d+):\d+/.exec(message)?.[1] ?? Number.NaN);
    throw new MdxTreeError(`MDX syntax error: ${message}`, Number.isFinite(line) ? Number(line) : undefined);
  }
  const context: Context = { scope: new Map(), componentNames: new Set(componentNames), file, assets: [] };
  readImports(root, file, context);
  return { tree: convert(root, context, null), assets: context.assets };
}
