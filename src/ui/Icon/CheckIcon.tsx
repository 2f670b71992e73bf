// The code block's Copy button once the code is copied.
import { IconSvg, type IconProps } from "./IconSvg";

/** A tick. */
export function CheckIcon({ size = 16, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 12.5l4.5 4.5L19 7.5"
      />
    </IconSvg>
  );
}
