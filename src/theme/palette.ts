// The site's colours, one row a CSS variable with its light and dark value side by side, so no colour is named twice.

/** A colour variable's value in light mode, then in dark mode. */
type LightAndDark = readonly [light: string, dark: string];

export const PALETTE: Readonly<Record<string, LightAndDark>> = {
  "shadow-raised": [
    "0 1px 2px rgba(16, 24, 40, 0.06), 0 2px 8px rgba(16, 24, 40, 0.06)",
    "0 1px 2px rgba(0, 0, 0, 0.4), 0 2px 10px rgba(0, 0, 0, 0.3)",
  ],
  "color-bg": ["#ffffff", "#121519"],
  "color-bg-soft": ["#f6f8fa", "#191d23"],
  "color-bg-raised": ["#ffffff", "#1c2128"],
  "color-bg-hover": ["#eef1f5", "#232932"],
  "color-border": ["#dde2e8", "#2d343e"],
  "color-border-strong": ["#c4ccd6", "#404a57"],
  "color-text": ["#1b2129", "#e5e9ef"],
  "color-text-muted": ["#4f5b69", "#a9b3c1"],
  "color-primary": ["#0b5cc0", "#6aaeff"],
  "color-primary-hover": ["#094a9c", "#8fc2ff"],
  "color-primary-contrast": ["#ffffff", "#0b1524"],
  "color-primary-soft": ["#e8f1fc", "#17273d"],
  "color-link": ["#0a58b8", "#86bdff"],
  "color-code-bg": ["#f6f8fa", "#171b21"],
  "color-code-text": ["#1f2933", "#e1e6ee"],
  "color-inline-code-bg": ["#eff2f6", "#222831"],
  "color-highlight-line": ["rgba(11, 92, 192, 0.1)", "rgba(106, 174, 255, 0.14)"],
  "color-focus": ["#0b5cc0", "#86bdff"],
  "color-backdrop": ["rgba(15, 23, 34, 0.55)", "rgba(0, 0, 0, 0.6)"],
  "color-note": ["#4d5866", "#b7c0cc"],
  "color-note-bg": ["#f4f6f8", "#1b2027"],
  "color-tip": ["#12703a", "#62d295"],
  "color-tip-bg": ["#eefaf2", "#14241c"],
  "color-info": ["#0b5fa3", "#7cc0ff"],
  "color-info-bg": ["#edf5fd", "#14202e"],
  "color-warning": ["#7d5200", "#f2c14e"],
  "color-warning-bg": ["#fff7e6", "#2a2214"],
  "color-danger": ["#b0241a", "#ff8f86"],
  "color-danger-bg": ["#fff1f0", "#2d1717"],
  // Code highlighting, one variable per group of Prism token classes (the code block's styles name the classes).
  // The comment colour keeps 5.2:1 contrast on a highlighted line and 6:1 elsewhere, in light mode.
  "token-comment": ["#526070", "#93a1b1"],
  "token-punctuation": ["#4a5568", "#c3ccd8"],
  "token-property": ["#a3195b", "#ff8fc1"],
  "token-number": ["#8a4b00", "#ffb86b"],
  "token-string": ["#19713c", "#8ee3a6"],
  "token-operator": ["#7a4500", "#ffc48a"],
  "token-keyword": ["#0b52a8", "#8dbcff"],
  "token-function": ["#7132b8", "#d2a8ff"],
  "token-variable": ["#9a3412", "#ffc48a"],
};

/** The palette's declarations for one colour mode, as CSS text for a rule's body. */
export function paletteDeclarations(mode: "light" | "dark", palette = PALETTE): string {
  const index = mode === "light" ? 0 : 1;
  return Object.entries(palette)
    .map(([name, values]) => `--${name}: ${values[index]};`)
    .join("\n");
}
