// Docs navigation state that must outlive a page (each doc page remounts): open categories, the hidden desktop
// sidebar, the sidebar's scroll position, and the current page's sidebar for the mobile menu.
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from "react";
import type { SidebarItem } from "../../content/types";
import type { CategoryState } from "../../lib/navigation";
import { createRequiredContext } from "./requiredContext";

export type DocsNavigationValue = {
  /** Reader's last choice per category key ("Destinations/AWS"). */
  readonly categories: Readonly<Record<string, CategoryState>>;
  setCategoryOpen(key: string, open: boolean, pathname: string): void;
  /** The desktop sidebar is collapsed to a thin strip. */
  readonly sidebarHidden: boolean;
  setSidebarHidden(hidden: boolean): void;
  /** Scroll offset of the desktop sidebar, restored when the next doc page mounts. */
  readonly sidebarScrollTop: MutableRefObject<number | null>;
  /** The sidebar of the docs page on screen (null elsewhere), shown as the mobile menu's secondary menu. */
  readonly docsSidebar: readonly SidebarItem[] | null;
  setDocsSidebar(items: readonly SidebarItem[] | null): void;
};

/** The provider below; useDocsNavigation reads it and fails outside it. */
const [DocsNavigationContext, useDocsNavigationValue] = createRequiredContext<DocsNavigationValue>("DocsNavigation");

export function DocsNavigationProvider({ children }: { readonly children?: ReactNode }) {
  const [categories, setCategories] = useState<Record<string, CategoryState>>({});
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const [docsSidebar, setDocsSidebar] = useState<readonly SidebarItem[] | null>(null);
  const sidebarScrollTop = useRef<number | null>(null);

  const setCategoryOpen = useCallback((key: string, open: boolean, pathname: string): void => {
    setCategories((current) => {
      const previous = current[key];
      if (previous && previous.open === open && previous.at === pathname) return current;
      return { ...current, [key]: { open, at: pathname } };
    });
  }, []);

  const value = useMemo<DocsNavigationValue>(
    () => ({ categories, setCategoryOpen, sidebarHidden, setSidebarHidden, sidebarScrollTop, docsSidebar, setDocsSidebar }),
    [categories, setCategoryOpen, sidebarHidden, docsSidebar],
  );
  return <DocsNavigationContext.Provider value={value}>{children}</DocsNavigationContext.Provider>;
}

/** The docs navigation state; only inside DocsNavigationProvider. */
export const useDocsNavigation: () => DocsNavigationValue = useDocsNavigationValue;

/** Publishes a docs page's sidebar to the mobile menu while the page is on screen. */
export function useRegisterDocsSidebar(items: readonly SidebarItem[]): void {
  const { setDocsSidebar } = useDocsNavigation();
  useEffect(() => {
    setDocsSidebar(items);
    return () => setDocsSidebar(null);
  }, [items, setDocsSidebar]);
}
