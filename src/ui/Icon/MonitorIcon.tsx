// The colour-mode button when it follows the system setting.
import { IconSvg, type IconProps } from "./IconSvg";

/** A computer screen. */
export const MonitorIcon = ({ size = 20, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 24 24" size={size} {...props}>
    <rect x="3" y="4" width="18" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="M8.5 20h7M12 16.5V20" />
  </IconSvg>
);
