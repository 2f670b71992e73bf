// The shared docs sidebar: nested categories that open and close (the state outlives the page), the current page
// marked for every reader.
import * as styles from "./styles";
import { useEffect } from "react";
import type { SidebarCategoryItem, SidebarItem } from "../../content/model/types";
import { normalizeRoute } from "../../lib/url";
import { containsPath, isCategoryOpen } from "../../lib/navigation";
import { useDocsNavigation, type DocsSidebarProps } from "../contexts/docsNavigation";
import { KEEP_SERVER_CHILDREN, useKeptServerHtml } from "../hooks/useKeptServerHtml";
import { ChevronIcon } from "../../ui/Icon";

export type Props = DocsSidebarProps;

type ItemProps = {
  readonly item: SidebarItem;
  readonly pathname: string;
  readonly parentKey: string;
  readonly onNavigate?: () => void;
  readonly idPrefix: string;
};

const isCurrent = (href: string | null, pathname: string): boolean =>
  href !== null && normalizeRoute(href) === normalizeRoute(pathname);

const toId = (text: string): string => text.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

function Chevron() {
  return <ChevronIcon />;
}

function Category({
  item,
  pathname,
  parentKey,
  onNavigate,
  idPrefix,
}: ItemProps & { readonly item: SidebarCategoryItem }) {
  const key = parentKey ? `${parentKey}/${item.label}` : item.label;
  const { categories, setCategoryOpen } = useDocsNavigation();
  const active = containsPath(item, pathname);
  const open = isCategoryOpen({ active, collapsedByDefault: item.collapsed, state: categories[key], pathname });

  useEffect(() => {
    // Remember the current page's category as open, so it stays open when the reader moves on.
    if (active) setCategoryOpen(key, true, pathname);
    // Only a new page or a new active category should re-open it, not the reader closing it here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, pathname, key]);

  // On a first load, an open category of plain links keeps the server's list instead of hydrating it (300 links in a
  // category of a 3,000-doc site): the links are final HTML, their clicks are caught for client-side navigation, and
  // the page remounts on every path change. Closing the category ends it: it draws its own items from then on.
  const keepServerItems = useKeptServerHtml(open && item.items.every((child) => child.type !== "category"));

  const toggle = (): void => setCategoryOpen(key, !open, pathname);
  const listId = `${idPrefix}sidebar-${toId(key)}`;
  const current = isCurrent(item.href, pathname);
  return (
    <li className="sidebar-category">
      <div css={styles.row}>
        {item.href ? (
          <>
            <a
              href={item.href}
              css={[styles.link, styles.categoryLabel, active && !current ? styles.activeTrail : null]}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </a>
            {/* A category with its own page: the label is a link, so the arrow is a second control, named for what
                it does. */}
            <button
              type="button"
              css={styles.toggle}
              aria-expanded={open}
              aria-controls={listId}
              aria-label={`${open ? "Collapse" : "Expand"} ${item.label}`}
              onClick={toggle}
            >
              <Chevron />
            </button>
          </>
        ) : (
          // A category without a page of its own is one control: its label opens and closes it.
          <button
            type="button"
            css={[styles.labelOnly, styles.toggleIcon, active ? styles.activeTrail : null]}
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            {item.label}
            <Chevron />
          </button>
        )}
      </div>
      {/* A closed category renders no items: every page's HTML then grows with the open categories, not with the
          whole docs. */}
      {keepServerItems ? (
        <ul css={[styles.list, styles.nested]} id={listId} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />
      ) : (
        <ul css={[styles.list, styles.nested]} id={listId} hidden={!open}>
          {open
            ? item.items.map((child) => (
                <Item
                  key={`${child.type}-${child.href ?? child.label}`}
                  item={child}
                  pathname={pathname}
                  parentKey={key}
                  onNavigate={onNavigate}
                  idPrefix={idPrefix}
                />
              ))
            : null}
        </ul>
      )}
    </li>
  );
}

function Item(props: ItemProps) {
  const { item, pathname, onNavigate } = props;
  if (item.type === "category") return <Category {...props} item={item} />;
  return (
    <li className={item.className}>
      <a
        href={item.href}
        css={styles.link}
        aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
        onClick={onNavigate}
      >
        {item.label}
      </a>
    </li>
  );
}

export default function Sidebar({ items, pathname, onNavigate, idPrefix = "" }: Props) {
  return (
    <nav aria-label="Docs sidebar" css={styles.nav}>
      <ul css={styles.list}>
        {items.map((item) => (
          <Item
            key={`${item.type}-${item.href ?? item.label}`}
            item={item}
            pathname={pathname}
            parentKey=""
            onNavigate={onNavigate}
            idPrefix={idPrefix}
          />
        ))}
      </ul>
    </nav>
  );
}
