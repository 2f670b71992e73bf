// Links in MDX bodies: plain anchors, with external links opening in a new tab and Postman collections downloading.
import type { ComponentPropsWithoutRef } from "react";

/**
 * A site file a reader saves rather than reads in the browser (a Postman collection): the link downloads it under its
 * own name.
 */
const DOWNLOADED_FILE = /^\/(?:[^/?#]+\/)*([^/?#]+\.postman_collection\.json)$/;

/**
 * Every link is a plain anchor: the site's link catcher (src/lib/internal-links.ts) navigates internal ones in place
 * and prefetches their pages; external links open in a new tab, and a Postman collection downloads.
 */
export default function Anchor({ href, ...rest }: ComponentPropsWithoutRef<"a">) {
  const external = href ? /^https?:\/\//.test(href) : false;
  const download = href ? DOWNLOADED_FILE.exec(href)?.[1] : undefined;
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(download ? { download } : {})}
      {...rest}
    />
  );
}
