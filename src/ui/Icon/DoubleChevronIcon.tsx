// The docs sidebar column's button that collapses or expands it.
import { IconSvg, type IconProps } from "./IconSvg";

/** Double chevrons pointing right (expand) or left (collapse). */
export function DoubleChevronIcon({
  direction,
  size = 20,
  ...props
}: IconProps & { readonly direction: "left" | "right" }) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === "right" ? "M6 7l5 5-5 5M13 7l5 5-5 5" : "M18 7l-5 5 5 5M11 7l-5 5 5 5"}
      />
    </IconSvg>
  );
}
