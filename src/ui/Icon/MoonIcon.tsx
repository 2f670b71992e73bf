// The colour-mode button in dark mode.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const crescent = "M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z";

/** A crescent moon. */
export const MoonIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="1.8" strokeLinejoin="round" d={crescent} />
  </IconSvg>
);
