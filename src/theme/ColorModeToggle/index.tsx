// The navbar's colour-mode button: one click moves light → dark → system (light ⇄ dark when system is off).
import type { ColorModeChoice } from "../../config/site";
import { useColorMode } from "../contexts/colorMode";
import * as styles from "./styles";

export type Props = {
  readonly className?: string;
};

const NAMES: Record<ColorModeChoice, string> = { light: "light mode", dark: "dark mode", system: "system mode" };

export default function ColorModeToggle({ className }: Props) {
  const { choice, cycle } = useColorMode();
  const label = `Switch between dark and light mode (currently ${NAMES[choice]})`;
  // All three icons are rendered and CSS shows the one matching <html data-theme-choice>, which the inline head
  // script sets before paint: the icon is right even before the app loads.
  return (
    <button type="button" css={styles.button} className={className} onClick={cycle} title={label} aria-label={label} aria-live="polite">
      <svg className="icon-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          d="M12 2.5v2M12 19.5v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M2.5 12h2M19.5 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4"
        />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z" />
      </svg>
      <svg className="icon-system" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="3" y="4" width="18" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="M8.5 20h7M12 16.5V20" />
      </svg>
    </button>
  );
}
