// The icons of the five kinds of admonition (callout box), which one component draws: they share a file.
import { RoundStrokeIcon, type IconProps } from "./IconSvg";

/** A note: a pen. */
const pen = "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z";
/** A tip: a light bulb. */
const bulb = "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V17h6v-.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2z";
/** Information: an i in a circle. */
const circledI = "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01";
/** A warning: an exclamation mark in a triangle. */
const triangle = "M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01";
/** A danger: an exclamation mark in an octagon. */
const octagon = "M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9L7.9 2zM12 8v4M12 16h.01";

/** A kind's icon: its path in round strokes. */
const AdmonitionIcon = ({ size = 18, ...props }: IconProps & { readonly d: string }) => (
  <RoundStrokeIcon strokeWidth="2" size={size} {...props} />
);

export const NoteIcon = (props: IconProps) => <AdmonitionIcon {...props} d={pen} />;
export const TipIcon = (props: IconProps) => <AdmonitionIcon {...props} d={bulb} />;
export const InfoIcon = (props: IconProps) => <AdmonitionIcon {...props} d={circledI} />;
export const WarningIcon = (props: IconProps) => <AdmonitionIcon {...props} d={triangle} />;
export const DangerIcon = (props: IconProps) => <AdmonitionIcon {...props} d={octagon} />;
