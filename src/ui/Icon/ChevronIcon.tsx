// The open/closed marker of sidebar categories and of the collapsible table of contents.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A chevron pointing right: the component drawing it turns it to show an open state. */
export const ChevronIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M9 6l6 6-6 6" />
  </IconSvg>
);
