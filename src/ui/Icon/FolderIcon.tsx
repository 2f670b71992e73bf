// A category's card on a category page.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const folder = "M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z";

/** A folder. */
export const FolderIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" d={folder} />
  </IconSvg>
);
