// The first step of the breadcrumbs: the docs home.
import { IconSvg, type IconProps } from "./IconSvg";

const house =
  "M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0" +
  "l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z";

/** A house. */
export const HomeIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <path fill="currentColor" d={house} />
  </IconSvg>
);
