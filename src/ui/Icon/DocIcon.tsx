// A doc's card on a category page.
import { IconSvg, type IconProps } from "./IconSvg";

/** A page with a folded corner and lines of text. */
export function DocIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
        d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zM14 3v5h5M9 13h6M9 17h4"
      />
    </IconSvg>
  );
}
