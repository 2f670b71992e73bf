// A search hit that is a section of a page.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const hash = "M7 3.5 5.5 16.5M14.5 3.5 13 16.5M3.5 7.5h13M3 12.5h13";

/** A hash sign (#). */
export const HashIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <LinePath strokeWidth="1.4" strokeLinecap="round" d={hash} />
  </IconSvg>
);
