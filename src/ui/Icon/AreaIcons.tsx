// The icons of the documentation areas on the home page cards, which one component draws: they share a file.
import { IconSvg, type IconProps } from "./IconSvg";

/** Concepts: a cube. */
export function ConceptsIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM4 7.5l8 4.5 8-4.5M12 12v9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** Lingo: braces. */
export function LingoIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M8 4H7a2 2 0 0 0-2 2v3.5a2 2 0 0 1-2 2.5 2 2 0 0 1 2 2.5V18a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v3.5a2 2 0 0 0 2 2.5 2 2 0 0 0-2 2.5V18a2 2 0 0 1-2 2h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** Devices: a handheld unit with an antenna. */
export function DevicesIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M9 7h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM12 7V3M12 16h.01M7 4.5a7 7 0 0 1 10 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** Destinations: an arrow to a line. */
export function DestinationsIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M4 12h11M11 7l5 5-5 5M20 4v16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** Protocols: rows of blocks. */
export function ProtocolsIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M4 6h4v4H4zM10 6h4v4h-4zM16 6h4v4h-4zM4 14h7v4H4zM13 14h7v4h-7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** API: angle brackets and a slash. */
export function ApiIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** User interface: a window with a side panel. */
export function UiIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 9h18M9 9v10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}

/** Burst: a dot sending waves both ways. */
export function BurstIcon({ size = 22, ...props }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <path
        d="M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </IconSvg>
  );
}
