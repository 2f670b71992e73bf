// A doc's card on a category page.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const page = "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zM14 3v5h5M9 13h6M9 17h4";

/** A page with a folded corner and lines of text. */
export const DocIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" d={page} />
  </IconSvg>
);
