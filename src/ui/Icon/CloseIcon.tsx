// The close buttons of the announcement bar and the mobile menu.
import { IconSvg, type IconProps } from "./IconSvg";

/** A cross of two round-ended strokes; `strokeWidth` in units of the 24-unit grid. */
export const CloseIcon = ({ strokeWidth = 2, size = 20, ...props }: IconProps & { readonly strokeWidth?: number }) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <path stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
  </IconSvg>
);
