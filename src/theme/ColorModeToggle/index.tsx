// The navbar's colour-mode button: one click moves light → dark → system (light ⇄ dark when system is off).
import type { ColorModeChoice } from "../../config/site";
import { useColorMode } from "../contexts/colorMode";
import * as styles from "./styles";
import { MonitorIcon, MoonIcon, SunIcon } from "../../ui/Icon";

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
    <button
      type="button"
      css={styles.button}
      className={className}
      onClick={cycle}
      title={label}
      aria-label={label}
      aria-live="polite"
    >
      <SunIcon className="icon-light" />
      <MoonIcon className="icon-dark" />
      <MonitorIcon className="icon-system" />
    </button>
  );
}
