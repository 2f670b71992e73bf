// The search start screen's buttons that remove a recent or saved search.
import { IconSvg, type IconProps } from "./IconSvg";

/** A thin cross. */
export function RemoveIcon({ size = 18, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 20 20" size={size} {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M15 5 5 15M5 5l10 10" />
    </IconSvg>
  );
}
