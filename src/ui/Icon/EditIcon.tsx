// The "Edit this page" link at the foot of a doc.
import { IconSvg, type IconProps } from "./IconSvg";

/** A pencil. */
export function EditIcon({ size = 16, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
      />
    </IconSvg>
  );
}
