// The colour-mode button in light mode.
import { IconSvg, type IconProps } from "./IconSvg";

const rays =
  "M12 2.5v2M12 19.5v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M2.5 12h2M19.5 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4";

/** A sun. */
export const SunIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d={rays} />
  </IconSvg>
);
