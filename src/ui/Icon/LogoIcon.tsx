// The site's logo, drawn inline so it costs no request and never shifts the layout.
import { IconSvg, type IconProps } from "./IconSvg";

/** The logo: signal arcs over a dot, in its own colours. */
export const LogoIcon = ({ size = 32, ...props }: IconProps) => (
  <IconSvg viewBox="0 0 64 64" size={size} {...props}>
    <rect width="64" height="64" rx="14" fill="#0b63ce" />
    <circle cx="32" cy="34" r="9" fill="#ffffff" />
    <path d="M12 34a20 20 0 0 1 40 0" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
    <path d="M20 34a12 12 0 0 1 24 0" fill="none" stroke="#9cc8ff" strokeWidth="3" strokeLinecap="round" />
    <circle cx="48" cy="15" r="4" fill="#ffd166" />
  </IconSvg>
);
