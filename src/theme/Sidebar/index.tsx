// The shared docs sidebar: nested categories that open and close, the current page marked for every reader.
import { useEffect, useState } from "react";
import { Link } from "gatsby";
import type { SidebarCategoryItem, SidebarItem } from "../../content/types";
import { normalizeRoute } from "../../content/slugs";
import { containsPath } from "../../lib/navigation";
import * as styles from "./styles";

export type Props = {
  readonly items: readonly SidebarItem[];
  readonly pathname: string;
};

const isCurrent = (href: string | null, pathname: string): boolean => href !== null && normalizeRoute(href) === normalizeRoute(pathname);

function Category({ item, pathname }: { readonly item: SidebarCategoryItem; readonly pathname: string }) {
  const active = containsPath(item, pathname);
  const [open, setOpen] = useState(active || !item.collapsed);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const listId = `sidebar-${item.label.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <li>
      <div css={styles.row}>
        {item.href ? (
          <Link to={item.href} css={[styles.link, styles.categoryLabel]} aria-current={isCurrent(item.href, pathname) ? "page" : undefined}>
            {item.label}
          </Link>
        ) : (
          <button type="button" css={styles.labelOnly} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {item.label}
          </button>
        )}
        <button
          type="button"
          css={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? "Collapse" : "Expand"} ${item.label}`}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">▸</span>
        </button>
      </div>
      <ul css={styles.list} id={listId} hidden={!open}>
        {item.items.map((child) => (
          <Item key={`${child.type}-${child.href ?? child.label}`} item={child} pathname={pathname} />
        ))}
      </ul>
    </li>
  );
}

function Item({ item, pathname }: { readonly item: SidebarItem; readonly pathname: string }) {
  if (item.type === "category") return <Category item={item} pathname={pathname} />;
  return (
    <li>
      <Link to={item.href} css={styles.link} aria-current={isCurrent(item.href, pathname) ? "page" : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

export default function Sidebar({ items, pathname }: Props) {
  return (
    <nav aria-label="Docs sidebar" css={styles.nav}>
      <ul css={styles.list}>
        {items.map((item) => (
          <Item key={`${item.type}-${item.href ?? item.label}`} item={item} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
