// The navbar's button that opens the mobile menu.
import { IconSvg, type IconProps } from "./IconSvg";

/** Three horizontal lines. */
export const MenuIcon = ({ size = 24, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6.5h16M4 12h16M4 17.5h16" />
  </IconSvg>
);
