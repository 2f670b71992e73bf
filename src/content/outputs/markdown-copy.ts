// Turns a doc's compiled MDX tree (the one its page renders) into plain Markdown for AI assistants and other tools:
// the site's components become Markdown (blockquotes, titled code blocks, images, tables), links become absolute.
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { toMdast, type Handle } from "hast-util-to-mdast";
import { find, html } from "property-information";
import { toText } from "hast-util-to-text";
import type { Code, Root as MdastRoot } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { formatSize, toLayoutSegments, type ByteField } from "../../theme/MDXComponents/ByteLayout/layout";
import type { MdxTreeElement, MdxTreeNode, MdxTreeProps, MdxValue } from "../compile/mdx-tree";

/** What the Markdown copy says about its page besides the body. */
export type MarkdownCopyPage = {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the HTML page: "#anchor" links resolve against it. */
  readonly url: string;
};

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: "text", value });
const paragraph = (...children: ElementContent[]): Element => element("p", {}, children);
const strong = (value: string): Element => element("strong", {}, [text(value)]);

const isElement = (node: MdxTreeNode): node is MdxTreeElement => typeof node !== "string";
const isBlank = (node: MdxTreeNode): boolean => typeof node === "string" && node.trim() === "";
const stringProp = (props: MdxTreeProps | null, name: string): string | undefined => {
  const value = props?.[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
};

/** A site path or in-page anchor → an absolute URL on the deployed site; other URLs unchanged. */
export function toAbsoluteLink(href: string, siteUrl: string, pageUrl: string): string {
  if (href.startsWith("#")) return `${pageUrl.split("#")[0]}${href}`;
  if (href.startsWith("/") && !href.startsWith("//")) return `${siteUrl.replace(/\/+$/, "")}${href}`;
  return href;
}

type Context = { readonly siteUrl: string; readonly pageUrl: string };

/** hast properties of a plain element, with links and image sources made absolute. */
function toProperties(props: MdxTreeProps | null, context: Context): Element["properties"] {
  const properties: Record<string, string | number | boolean | Array<string | number>> = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name === "className" && typeof value === "string") properties.className = value.split(/\s+/).filter(Boolean);
    else if ((name === "href" || name === "src") && typeof value === "string")
      properties[name] = toAbsoluteLink(value, context.siteUrl, context.pageUrl);
    // The tree spells data-/aria- attributes as in HTML; hast names them as properties (data-title → dataTitle).
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      properties[find(html, name).property] = value;
  }
  return properties;
}

/**
 * A tab's content: a lone code block takes the tab's label as its title, anything else goes under the label in bold.
 */
function convertTab(tab: MdxTreeElement, context: Context): ElementContent[] {
  const [, props, ...children] = tab;
  const label = stringProp(props, "label") ?? stringProp(props, "value") ?? "";
  const content = children.filter((child) => !isBlank(child));
  const only = content[0];
  if (content.length === 1 && only && isElement(only) && only[0] === "pre") {
    const ownTitle = stringProp(only[1], "data-title");
    const title = ownTitle && ownTitle !== label ? `${label}: ${ownTitle}` : label;
    return convertNode(["pre", { ...only[1], "data-title": title }, ...only.slice(2)] as MdxTreeElement, context);
  }
  return [paragraph(strong(label)), ...convertChildren(children, context)];
}

function byteLayoutTable(props: MdxTreeProps | null): ElementContent[] {
  const fields = (props?.fields ?? []) as MdxValue as readonly ByteField[];
  const unit = stringProp(props, "unit") === "bit" ? "bit" : "byte";
  const segments = toLayoutSegments(fields);
  const total = segments.reduce((sum, segment) => sum + segment.size, 0);
  const caption = stringProp(props, "caption") ?? "Field layout";
  const cell = (tag: "th" | "td", content: ElementContent): Element => element(tag, {}, [content]);
  const header = ["Field", "Offset", "Size", "Type", "Unit", "Range", "Meaning"].map((name) => cell("th", text(name)));
  const rows = segments.map((segment) =>
    element("tr", {}, [
      cell("td", element("code", {}, [text(segment.name)])),
      cell("td", text(String(segment.offset))),
      cell("td", text(formatSize(segment.size, unit))),
      ...[segment.type, segment.unit, segment.range, segment.description].map((value) =>
        cell("td", text(value ?? "—")),
      ),
    ]),
  );
  return [
    paragraph(strong(`${caption} (${formatSize(total, unit)} in total)`)),
    element("table", {}, [element("thead", {}, [element("tr", {}, header)]), element("tbody", {}, rows)]),
  ];
}

function convertComponent(node: MdxTreeElement, context: Context): ElementContent[] {
  const [name, props, ...children] = node;
  switch (name) {
    case "Admonition": {
      const type = stringProp(props, "type") ?? "note";
      const label = ADMONITION_LABELS[type] ?? ADMONITION_LABELS.note ?? "Note";
      const title = stringProp(props, "title");
      return [
        element("blockquote", {}, [
          paragraph(strong(title ? `${label}: ${title}` : label)),
          ...convertChildren(children, context),
        ]),
      ];
    }
    case "Tabs":
      return children
        .filter(isElement)
        .flatMap((child) => (child[0] === "TabItem" ? convertTab(child, context) : convertNode(child, context)));
    case "TabItem":
      return convertTab(node, context);
    case "Figure": {
      const src = toAbsoluteLink(stringProp(props, "src") ?? "", context.siteUrl, context.pageUrl);
      const caption = stringProp(props, "caption");
      const image = paragraph(element("img", { src, alt: stringProp(props, "alt") ?? "" }, []));
      return caption ? [image, paragraph(element("em", {}, [text(caption)]))] : [image];
    }
    case "ByteLayout":
      return byteLayoutTable(props);
    default:
      return convertChildren(children, context);
  }
}

function convertNode(node: MdxTreeNode, context: Context): ElementContent[] {
  if (typeof node === "string") return [text(node)];
  const [tag, props, ...children] = node;
  if (/^[A-Z]/.test(tag)) return convertComponent(node, context);
  // The "#" link rehype-autolink-headings appends to every heading is page furniture, not content.
  if (tag === "a" && stringProp(props, "className")?.split(/\s+/).includes("anchor-link")) return [];
  return [element(tag, toProperties(props, context), convertChildren(children, context))];
}

function convertChildren(children: readonly MdxTreeNode[], context: Context): ElementContent[] {
  return children.flatMap((child) => convertNode(child, context));
}

/** A highlighted <pre> → a fenced code block with its language, its title in the meta, and the fence's exact text. */
const preHandler: Handle = (_state, node) => {
  const properties = node.properties ?? {};
  const language = typeof properties.dataLanguage === "string" ? properties.dataLanguage : null;
  const title = typeof properties.dataTitle === "string" ? properties.dataTitle : null;
  const code: Code = {
    type: "code",
    lang: language,
    meta: title ? `title=${JSON.stringify(title)}` : null,
    value: toText(node, { whitespace: "pre" }).replace(/\n$/, ""),
  };
  return code;
};

/** The Markdown of a compiled MDX body alone (no title), with links absolute to siteUrl. */
export function treeToMarkdown(tree: readonly MdxTreeNode[], siteUrl: string, pageUrl: string): string {
  const hast: HastRoot = { type: "root", children: convertChildren(tree, { siteUrl, pageUrl }) };
  const mdast = toMdast(hast, { handlers: { pre: preHandler } }) as MdastRoot;
  return toMarkdown(mdast, {
    // Unpadded tables: the same GFM, without the spaces that would only make long rows longer.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    emphasis: "*",
    fence: "`",
    fences: true,
    listItemIndent: "one",
    resourceLink: true,
    rule: "-",
  }).trim();
}

/** The whole Markdown copy of a doc page: its title as the only h1, its description, then the body. */
export function toMarkdownCopy(tree: readonly MdxTreeNode[], page: MarkdownCopyPage, siteUrl: string): string {
  const head = toMarkdown(
    {
      type: "root",
      children: [
        { type: "heading", depth: 1, children: [{ type: "text", value: page.title }] },
        {
          type: "blockquote",
          children: [{ type: "paragraph", children: [{ type: "text", value: page.description }] }],
        },
      ],
    },
    { extensions: [gfmToMarkdown()] },
  ).trim();
  const body = treeToMarkdown(tree, siteUrl, page.url);
  return `${head}\n\n${body}\n`;
}
