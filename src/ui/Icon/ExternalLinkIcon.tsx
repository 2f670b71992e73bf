// The arrow after a link that opens another site in a new tab.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const arrowOutOfBox = "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5";

/** An arrow leaving a box. */
export const ExternalLinkIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={arrowOutOfBox} />
  </IconSvg>
);
