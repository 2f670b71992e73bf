// The colour-mode button in dark mode.
import { IconSvg, type IconProps } from "./IconSvg";

/** A crescent moon. */
export function MoonIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z"
      />
    </IconSvg>
  );
}
