// The docs sidebar column's button that collapses or expands it.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const right = "M6 7l5 5-5 5M13 7l5 5-5 5";
const left = "M18 7l-5 5 5 5M11 7l-5 5 5 5";

/** Double chevrons pointing right (expand) or left (collapse). */
export const DoubleChevronIcon = ({
  direction,
  size = 20,
  ...props
}: IconProps & { readonly direction: "left" | "right" }) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={direction === "right" ? right : left} />
  </IconSvg>
);
