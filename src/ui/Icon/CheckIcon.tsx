// The code block's Copy button once the code is copied.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A tick. */
export const CheckIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <LinePath strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
  </IconSvg>
);
