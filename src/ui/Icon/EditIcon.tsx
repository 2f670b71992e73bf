// The "Edit this page" link at the foot of a doc.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A pencil. */
export const EditIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </IconSvg>
);
