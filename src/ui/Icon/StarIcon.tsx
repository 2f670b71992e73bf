// The search start screen's button that saves a recent search.
import { IconSvg, LinePath, type IconProps } from "./IconSvg";

const star = "M10 14.2 5 17l1-5.6-4-3.9 5.5-.8L10 1.7l2.5 5 5.5.8-4 3.9 1 5.6z";

/** A star outline. */
export const StarIcon = ({ size = 18, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <LinePath strokeWidth="1.5" strokeLinejoin="round" d={star} />
  </IconSvg>
);
