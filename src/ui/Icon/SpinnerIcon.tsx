// The search box's spinner while a search is slow; its styles make it turn.
import { IconSvg, type IconProps } from "./IconSvg";

/** An open ring: turned by the css prop of the component drawing it. */
export const SpinnerIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="38 14" />
  </IconSvg>
);
