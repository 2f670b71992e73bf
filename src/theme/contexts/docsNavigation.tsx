// Docs navigation state that must outlive a page (each doc page remounts): open categories, the hidden desktop
// sidebar, the sidebar's scroll position; and the current page's sidebar for the mobile menu.
import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MutableRefObject,
  type ReactNode,
} from "react";
import type { SidebarItem } from "../../content/model/types";
import type { CategoryState } from "../../lib/navigation";
import { requiredContextHook } from "./requiredContext";

/**
 * The sidebar of the docs page on screen and the component that draws it: the page's code already holds the
 * component, so the mobile menu's code carries no second copy.
 */
export type DocsSidebarMenu = {
  readonly items: readonly SidebarItem[];
  readonly Sidebar: ComponentType<DocsSidebarProps>;
};

/** What the docs sidebar is drawn with, on the page and in the phone menu. */
export type DocsSidebarProps = {
  readonly items: readonly SidebarItem[];
  readonly pathname: string;
  /** Called when the reader follows a link (the mobile menu closes). */
  readonly onNavigate?: () => void;
  /** Distinguishes element ids when two sidebars are on the page (desktop and mobile). */
  readonly idPrefix?: string;
};

export type DocsNavigationValue = {
  /** Reader's last choice per category key ("Destinations/AWS"). */
  readonly categories: Readonly<Record<string, CategoryState>>;
  setCategoryOpen(key: string, open: boolean, pathname: string): void;
  /** The desktop sidebar is collapsed to a thin strip. */
  readonly sidebarHidden: boolean;
  setSidebarHidden(hidden: boolean): void;
  /** Scroll offset of the desktop sidebar, restored when the next doc page mounts. */
  readonly sidebarScrollTop: MutableRefObject<number | null>;
};

/** The provider below; useDocsNavigation reads it and fails outside it. */
const DocsNavigationContext = createContext<DocsNavigationValue | null>(null);

export function DocsNavigationProvider({ children }: { readonly children?: ReactNode }) {
  const [categories, setCategories] = useState<Record<string, CategoryState>>({});
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const sidebarScrollTop = useRef<number | null>(null);

  const setCategoryOpen = useCallback((key: string, open: boolean, pathname: string): void => {
    setCategories((current) => {
      const previous = current[key];
      if (previous && previous.open === open && previous.at === pathname) return current;
      return { ...current, [key]: { open, at: pathname } };
    });
  }, []);

  const value = useMemo<DocsNavigationValue>(
    () => ({
      categories,
      setCategoryOpen,
      sidebarHidden,
      setSidebarHidden,
      sidebarScrollTop,
    }),
    [categories, setCategoryOpen, sidebarHidden],
  );
  return <DocsNavigationContext.Provider value={value}>{children}</DocsNavigationContext.Provider>;
}

/** The docs navigation state; only inside DocsNavigationProvider. */
export const useDocsNavigation: () => DocsNavigationValue = requiredContextHook(
  DocsNavigationContext,
  "DocsNavigation",
);

/**
 * The sidebar of the docs page on screen (null elsewhere), read when the mobile menu opens: not state, so publishing it
 * draws nothing again.
 */
export const docsSidebarOnScreen: { current: DocsSidebarMenu | null } = { current: null };

/** Publishes a docs page's sidebar, with the component that draws it, to the mobile menu while it is on screen. */
export function useRegisterDocsSidebar(items: readonly SidebarItem[], Sidebar: ComponentType<DocsSidebarProps>): void {
  useEffect(() => {
    const menu = { items, Sidebar };
    docsSidebarOnScreen.current = menu;
    return () => {
      if (docsSidebarOnScreen.current === menu) docsSidebarOnScreen.current = null;
    };
  }, [items, Sidebar]);
}
