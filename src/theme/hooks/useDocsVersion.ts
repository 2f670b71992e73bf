// The one static query for navigation: every docs component reads the DocsVersion through this hook.
import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { DocsVersion, SidebarItem } from "../../content/model/types";

type DocsVersionQuery = { docsVersion: DocsVersion | null };

/** The current docs version, with its shared sidebar. */
export function useDocsVersion(): DocsVersion {
  const data = useStaticQuery<DocsVersionQuery>(graphql`
    query DocsVersionNavigation {
      docsVersion {
        name
        label
        path
        isLast
        mainDocId
        docs {
          id
          path
          sidebar
          unlisted
        }
        sidebars
        draftIds
      }
    }
  `);
  if (!data.docsVersion) throw new Error("Configuration error: the DocsVersion node is missing");
  return data.docsVersion;
}

export type DocsPageData = {
  readonly sidebar: readonly SidebarItem[];
  /** The version a docs page belongs to and every version the site has (for the stored preferred version). */
  readonly version: { readonly name: string; readonly available: readonly string[] };
};

/** What every docs page needs from the version: the sidebar and the version names, stable between renders. */
export function useDocsPageData(): DocsPageData {
  const docsVersion = useDocsVersion();
  return useMemo(
    () => ({
      sidebar: docsVersion.sidebars.docs ?? [],
      version: { name: docsVersion.name, available: [docsVersion.name] },
    }),
    [docsVersion],
  );
}
