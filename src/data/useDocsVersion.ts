// The one static query for navigation: every docs component reads the DocsVersion through this hook.
import { graphql, useStaticQuery } from "gatsby";
import type { DocsVersion, SidebarItem } from "../content/types";

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

/** The shared docs sidebar. */
export function useDocsSidebar(): readonly SidebarItem[] {
  return useDocsVersion().sidebars.docs ?? [];
}
