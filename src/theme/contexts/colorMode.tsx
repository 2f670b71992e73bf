// The reader's colour mode for the whole app: one provider at the root, read by the toggle, stored in localStorage.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { siteConfig, type ColorMode, type ColorModeChoice } from "../../config/site";
import {
  DARK_SCHEME_QUERY,
  nextColorModeChoice,
  parseColorModeChoice,
  resolveColorMode,
  type ColorModeSettings,
} from "../../lib/color-mode";
import { readString, writeString } from "../../lib/storage";
import { requiredContextHook } from "./requiredContext";

export type ColorModeValue = {
  /** What the reader picked: light, dark or system. */
  readonly choice: ColorModeChoice;
  /** The colours on screen. */
  readonly mode: ColorMode;
  readonly respectPrefersColorScheme: boolean;
  setChoice(choice: ColorModeChoice): void;
  /** The toggle's click: light → dark → system (or light ⇄ dark). */
  cycle(): void;
};

/** The provider below; useColorMode reads it and fails outside it. */
const ColorModeContext = createContext<ColorModeValue | null>(null);

const prefersDark = (): boolean =>
  typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME_QUERY).matches : false;

function applyToDocument(choice: ColorModeChoice, mode: ColorMode): void {
  document.documentElement.setAttribute("data-theme", mode);
  document.documentElement.setAttribute("data-theme-choice", choice);
}

export type ColorModeProviderProps = {
  readonly children?: ReactNode;
  readonly settings?: ColorModeSettings;
};

export function ColorModeProvider({ children, settings = siteConfig.colorMode }: ColorModeProviderProps) {
  // Starts from the default so the first client render matches the server HTML; the inline head script has
  // already painted the stored mode, and the effect below catches the state up with it.
  const [state, setState] = useState<{ choice: ColorModeChoice; dark: boolean }>({
    choice: settings.defaultMode,
    dark: false,
  });
  const { respectPrefersColorScheme, storageKey, defaultMode } = settings;

  useEffect(() => {
    const sync = (): void => {
      const choice = parseColorModeChoice(readString(storageKey), respectPrefersColorScheme) ?? defaultMode;
      const dark = prefersDark();
      applyToDocument(choice, resolveColorMode(choice, dark));
      setState({ choice, dark });
    };
    sync();
    const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME_QUERY) : null;
    media?.addEventListener?.("change", sync);
    // Another tab changed the choice.
    const onStorage = (event: StorageEvent): void => {
      if (event.key === storageKey) sync();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      media?.removeEventListener?.("change", sync);
      window.removeEventListener("storage", onStorage);
    };
  }, [storageKey, respectPrefersColorScheme, defaultMode]);

  const setChoice = useCallback(
    (choice: ColorModeChoice): void => {
      const dark = prefersDark();
      writeString(storageKey, choice);
      applyToDocument(choice, resolveColorMode(choice, dark));
      setState({ choice, dark });
    },
    [storageKey],
  );

  const value = useMemo<ColorModeValue>(
    () => ({
      choice: state.choice,
      mode: resolveColorMode(state.choice, state.dark),
      respectPrefersColorScheme,
      setChoice,
      cycle: () => setChoice(nextColorModeChoice(state.choice, respectPrefersColorScheme)),
    }),
    [state, respectPrefersColorScheme, setChoice],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode; only inside ColorModeProvider. */
export const useColorMode: () => ColorModeValue = requiredContextHook(ColorModeContext, "ColorMode");
