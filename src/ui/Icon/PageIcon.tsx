// A search hit that is a whole page.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A page with lines of text. */
export const PageIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <LinePath strokeWidth="1.4" d="M5 2.7h7l3 3v11.6H5zM12 2.7v3h3M7.5 9h5M7.5 12h5M7.5 15h3" />
  </IconSvg>
);
