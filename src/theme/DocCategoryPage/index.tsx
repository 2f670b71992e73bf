// A generated category index: the category's description and a card (title + description) per child.
import { Link } from "gatsby";
import type { CategoryCard, SidebarItem } from "../../content/types";
import DocPage from "../DocPage";
import * as styles from "./styles";

export type Props = {
  readonly title: string;
  readonly description: string;
  readonly cards: readonly CategoryCard[];
  readonly pathname: string;
  readonly sidebar: readonly SidebarItem[];
};

export default function DocCategoryPage({ title, description, cards, pathname, sidebar }: Props) {
  return (
    <DocPage title={title} pathname={pathname} sidebar={sidebar}>
      {description ? <p css={styles.intro}>{description}</p> : null}
      <ul css={styles.grid} aria-label={`${title} pages`}>
        {cards.map((card) => (
          <li key={card.href}>
            <Link to={card.href} css={styles.card} className="category-card">
              <h2>
                <span aria-hidden="true">{card.kind === "category" ? "🗃️ " : "📄️ "}</span>
                {card.title}
              </h2>
              <p>{card.kind === "category" && !card.description ? `${card.count ?? 0} items` : card.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}
