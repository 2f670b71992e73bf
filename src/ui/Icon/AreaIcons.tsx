// The icons of the documentation areas on the home page cards, which one component draws: they share a file.
import { RoundStrokeIcon, type IconProps } from "./IconSvg";

/** Concepts: a cube. */
const cube = "M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM4 7.5l8 4.5 8-4.5M12 12v9";
/** Lingo: braces. */
const braces =
  "M8 4H7a2 2 0 0 0-2 2v3.5a2 2 0 0 1-2 2.5 2 2 0 0 1 2 2.5V18a2 2 0 0 0 2 2h1" +
  "M16 4h1a2 2 0 0 1 2 2v3.5a2 2 0 0 0 2 2.5 2 2 0 0 0-2 2.5V18a2 2 0 0 1-2 2h-1";
/** Devices: a handheld unit with an antenna. */
const handheld =
  "M9 7h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM12 7V3M12 16h.01M7 4.5a7 7 0 0 1 10 0";
/** Destinations: an arrow to a line. */
const arrowToLine = "M4 12h11M11 7l5 5-5 5M20 4v16";
/** Protocols: rows of blocks. */
const blocks = "M4 6h4v4H4zM10 6h4v4h-4zM16 6h4v4h-4zM4 14h7v4H4zM13 14h7v4h-7z";
/** API: angle brackets and a slash. */
const brackets = "M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14";
/** User interface: a window with a side panel. */
const sidePanel = "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 9h18M9 9v10";
/** Burst: a dot sending waves both ways. */
const waves =
  "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7" +
  "M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8";

/** An area's icon: its path in round strokes. */
const AreaIcon = ({ size = 22, ...props }: IconProps & { readonly d: string }) => (
  <RoundStrokeIcon strokeWidth="1.8" size={size} {...props} />
);

export const ConceptsIcon = (props: IconProps) => <AreaIcon {...props} d={cube} />;
export const LingoIcon = (props: IconProps) => <AreaIcon {...props} d={braces} />;
export const DevicesIcon = (props: IconProps) => <AreaIcon {...props} d={handheld} />;
export const DestinationsIcon = (props: IconProps) => <AreaIcon {...props} d={arrowToLine} />;
export const ProtocolsIcon = (props: IconProps) => <AreaIcon {...props} d={blocks} />;
export const ApiIcon = (props: IconProps) => <AreaIcon {...props} d={brackets} />;
export const UiIcon = (props: IconProps) => <AreaIcon {...props} d={sidePanel} />;
export const BurstIcon = (props: IconProps) => <AreaIcon {...props} d={waves} />;
