// The search error screen's large warning sign.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

/** A triangle with an exclamation mark. */
export const ErrorIcon = ({ size = 40, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 40 40" size={size} {...props}>
    <LinePath strokeWidth="2" strokeLinecap="round" d="M20 4 37 34H3zM20 15v9M20 29v.5" />
  </IconSvg>
);
