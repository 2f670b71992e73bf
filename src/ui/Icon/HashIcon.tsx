// A search hit that is a section of a page.
import { IconSvg, type IconProps } from "./IconSvg";

/** A hash sign (#). */
export function HashIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 20 20" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        d="M7 3.5 5.5 16.5M14.5 3.5 13 16.5M3.5 7.5h13M3 12.5h13"
      />
    </IconSvg>
  );
}
