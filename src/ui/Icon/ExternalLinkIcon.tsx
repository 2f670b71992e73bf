// The arrow after a link that opens another site in a new tab.
import { IconSvg, type IconProps } from "./IconSvg";

/** An arrow leaving a box. */
export function ExternalLinkIcon({ size = 16, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </IconSvg>
  );
}
