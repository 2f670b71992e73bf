// The search start screen's buttons that remove a recent or saved search.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A thin cross. */
export const RemoveIcon = ({ size = 18, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <LinePath strokeWidth="1.5" strokeLinecap="round" d="M15 5 5 15M5 5l10 10" />
  </IconSvg>
);
