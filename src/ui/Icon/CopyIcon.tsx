// The Copy buttons of code blocks and of the "Copy page" menu.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const backSheet = "M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5";

/** Two overlapping sheets. */
export const CopyIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <LinePath strokeWidth="1.8" d={backSheet} />
  </IconSvg>
);
