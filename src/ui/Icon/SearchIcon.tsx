// The magnifying glass of the search button, the home page's search box and the search dialog.
import { IconSvg, type IconProps } from "./IconSvg";

const glass =
  "M14.386 14.386l4.088 4.088-1.06 1.06-4.088-4.087a8 8 0 1 1 1.06-1.06zM8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z";

/** A magnifying glass. */
export const SearchIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <path fill="currentColor" d={glass} />
  </IconSvg>
);
