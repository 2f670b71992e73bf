// The home page: what the knowledge base covers, where to start, a search box, and a card per documentation area.
import { useState, type FormEvent } from "react";
import { navigate } from "gatsby";
import { siteConfig } from "../../config/site";
import ResponsiveImage, { type ResponsiveImageData } from "../ResponsiveImage";
import AreaIcon from "./AreaIcon";
import { HOME_AREAS } from "./areas";
import { KEEP_SERVER_CHILDREN, useKeptServerHtml } from "../hooks/useKeptServerHtml";
import * as styles from "./styles";
import { SearchIcon } from "../../ui/Icon";

const SEARCH_INPUT_ID = "home-search-input";

export type Props = {
  /** The hero illustration, sized by gatsby-plugin-sharp at build time. */
  readonly heroImage: ResponsiveImageData;
};

const HERO_ALT =
  "Devices send messages through a satellite to Cloudloop, which delivers them to storage, webhooks, queues and email";

export default function HomePage({ heroImage }: Props) {
  const [query, setQuery] = useState("");
  // The area cards are plain links with nothing to do once drawn: a first load keeps the server's list instead of
  // hydrating it, as the category pages do; a home page reached by a link draws its own.
  const keepServerAreas = useKeptServerHtml();
  // Without JavaScript the form submits to /search?q= itself; with it, the app navigates without a reload.
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = query.trim();
    void navigate(
      q
        ? `${siteConfig.search.pagePath}?${siteConfig.search.queryParam}=${encodeURIComponent(q)}`
        : siteConfig.search.pagePath,
    );
  };
  return (
    <>
      <section css={styles.hero} aria-labelledby="home-title">
        <div css={styles.heroInner}>
          <div css={styles.heroText}>
            <p css={styles.eyebrow}>Cloudloop Data documentation</p>
            <h1 id="home-title">{siteConfig.title}</h1>
            <p css={styles.tagline}>{siteConfig.tagline}</p>
            <div css={styles.actions} className="hero-actions">
              <a href={siteConfig.navbar.docsLink.to} css={styles.primary}>
                Get started
              </a>
              <form
                role="search"
                aria-label="Search the docs"
                action={siteConfig.search.pagePath}
                method="get"
                css={styles.search}
                onSubmit={onSubmit}
              >
                <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
                  Search the documentation
                </label>
                <SearchIcon />
                <input
                  id={SEARCH_INPUT_ID}
                  type="search"
                  name={siteConfig.search.queryParam}
                  placeholder="Search the docs"
                  maxLength={siteConfig.search.maxQueryLength}
                  autoComplete="off"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <button type="submit">Search</button>
              </form>
            </div>
          </div>
          <div css={styles.heroImage}>
            <ResponsiveImage image={heroImage} alt={HERO_ALT} priority />
          </div>
        </div>
      </section>
      <section css={styles.areas} aria-labelledby="areas-heading">
        <h2 id="areas-heading">Explore the documentation</h2>
        <p css={styles.areasIntro}>Pick the part of the platform you are working on.</p>
        {keepServerAreas ? <ul dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} /> : <AreaCards />}
      </section>
    </>
  );
}

/** A card per documentation area, as drawn on the server and after a client-side navigation. */
function AreaCards() {
  return (
    <ul>
      {HOME_AREAS.map((area) => (
        <li key={area.href}>
          <a href={area.href} css={styles.card}>
            <span css={styles.cardIcon}>
              <AreaIcon name={area.icon} />
            </span>
            <h3>{area.title}</h3>
            <p>{area.description}</p>
          </a>
        </li>
      ))}
    </ul>
  );
}
