// The frame every icon shares: an inline SVG of a given size that assistive technology skips, since the button,
// link or text beside the icon carries the name.
import type { ReactNode, SVGProps } from "react";

export type IconProps = {
  /** Width and height in px; each icon has the default most of its uses draw it at. */
  readonly size?: number;
  /** The class of the css prop of the component drawing the icon, or a class its CSS looks for. */
  readonly className?: string;
};

/** An icon component: what a component that picks one of several icons (by kind, by area) stores. */
export type Icon = (props: IconProps) => JSX.Element;

export function IconSvg({
  viewBox,
  size,
  children,
  ...props
}: IconProps & { readonly viewBox: string; readonly size: number; readonly children: ReactNode }) {
  return (
    <svg {...props} viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A path drawn in strokes of the text colour with nothing filled; its other attributes follow in the order given. */
export function LinePath(props: SVGProps<SVGPathElement>) {
  return <path fill="none" stroke="currentColor" {...props} />;
}

/**
 * A one-path icon in round strokes on the 24-unit grid, for a set of icons drawn alike (admonition kinds, home page
 * areas): the set gives its stroke width and default size.
 */
export function RoundStrokeIcon({
  d,
  strokeWidth,
  size,
  ...props
}: IconProps & { readonly d: string; readonly strokeWidth: string; readonly size: number }) {
  return (
    <IconSvg viewBox="0 0 24 24" size={size} {...props}>
      <LinePath d={d} strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </IconSvg>
  );
}
