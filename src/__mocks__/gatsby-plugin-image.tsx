// Jest stand-in for gatsby-plugin-image: a plain <img>.
type Props = { src?: string; alt: string; width?: number; height?: number };

export function StaticImage({ src, alt, width, height }: Props) {
  return <img src={src} alt={alt} width={width} height={height} />;
}

export function GatsbyImage({ alt }: { alt: string }) {
  return <img alt={alt} />;
}

export const getImage = (value: unknown): unknown => value;
