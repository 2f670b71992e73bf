// A generated category index: the category's description and a card (title + description) per child.
import * as styles from "./styles";
import type { CategoryCard, SidebarItem } from "../../content/model/types";
import DocPage, { type DocVersion } from "../DocPage";
import { KEEP_SERVER_CHILDREN, useKeptServerHtml } from "../hooks/useKeptServerHtml";
import { DocIcon, FolderIcon } from "../../ui/Icon";

export type Props = {
  readonly title: string;
  readonly description: string;
  readonly cards: readonly CategoryCard[];
  readonly pathname: string;
  readonly sidebar: readonly SidebarItem[];
  readonly version?: DocVersion;
};

export default function DocCategoryPage({ title, description, cards, pathname, sidebar, version }: Props) {
  // The cards have nothing to do once drawn (their links are plain anchors): a first load keeps the server's list
  // instead of hydrating it, a few nodes per card (300 cards in a category of a 3,000-doc site). The layout remounts
  // the page on every path change, so a category reached by a link draws its own cards.
  const keepServerCards = useKeptServerHtml();
  return (
    <DocPage title={title} pathname={pathname} sidebar={sidebar} version={version}>
      {description ? <p css={styles.intro}>{description}</p> : null}
      {keepServerCards ? (
        <ul css={styles.grid} aria-label={`${title} pages`} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />
      ) : (
        <CardList title={title} cards={cards} />
      )}
    </DocPage>
  );
}

/** The cards as drawn on the server, and after a client-side navigation. */
function CardList({ title, cards }: Pick<Props, "title" | "cards">) {
  return (
    <ul css={styles.grid} aria-label={`${title} pages`}>
      {cards.map((card) => (
        <li key={card.href}>
          <a href={card.href} css={styles.card} className="category-card">
            <h2>
              {card.kind === "category" ? <FolderIcon css={styles.icon} /> : <DocIcon css={styles.icon} />}
              {card.title}
            </h2>
            <p>{card.kind === "category" && !card.description ? `${card.count ?? 0} items` : card.description}</p>
          </a>
        </li>
      ))}
    </ul>
  );
}
