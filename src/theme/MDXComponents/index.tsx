// The components every MDX page can use without importing them, and the overrides of Markdown elements.
import type { ComponentPropsWithoutRef } from "react";
import Admonition from "./Admonition";
import ByteLayout from "./ByteLayout";
import CodeBlock from "./CodeBlock";
import Figure from "./Figure";
import Lazy from "../Lazy";
import Table from "./Table";
import Tabs, { TabItem } from "./Tabs";

/** A site file a reader saves rather than reads in the browser (a Postman collection): the link downloads it under its own name. */
const DOWNLOADED_FILE = /^\/(?:[^/?#]+\/)*([^/?#]+\.postman_collection\.json)$/;

/**
 * Every link is a plain anchor: the site's link catcher (src/lib/internal-links.ts) navigates internal ones in place and
 * prefetches their pages; external links open in a new tab, and a Postman collection downloads.
 */
function Anchor({ href, ...rest }: ComponentPropsWithoutRef<"a">) {
  const external = href ? /^https?:\/\//.test(href) : false;
  const download = href ? DOWNLOADED_FILE.exec(href)?.[1] : undefined;
  return <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...(download ? { download } : {})} {...rest} />;
}

// The encoder is only on the send-message page and only works in the browser: its code loads when the page renders it.
const loadPayloadEncoder = () => import("./PayloadEncoder");
function PayloadEncoder() {
  return <Lazy load={loadPayloadEncoder} props={{}} />;
}

export const mdxComponents = {
  a: Anchor,
  pre: CodeBlock,
  table: Table,
  Admonition,
  ByteLayout,
  Figure,
  PayloadEncoder,
  Tabs,
  TabItem,
};
