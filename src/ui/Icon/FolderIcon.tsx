// A category's card on a category page.
import { IconSvg, type IconProps } from "./IconSvg";

/** A folder. */
export function FolderIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
        d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z"
      />
    </IconSvg>
  );
}
