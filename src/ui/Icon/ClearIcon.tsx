// The search box's button that clears the query.
import { IconSvg, type IconProps } from "./IconSvg";

const cross =
  "M10 8.94 15.47 3.47l1.06 1.06L11.06 10l5.47 5.47-1.06 1.06L10 11.06" +
  "l-5.47 5.47-1.06-1.06L8.94 10 3.47 4.53l1.06-1.06z";

/** A filled cross. */
export const ClearIcon = ({ size = 16, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 20 20" size={size} {...props}>
    <path fill="currentColor" d={cross} />
  </IconSvg>
);
