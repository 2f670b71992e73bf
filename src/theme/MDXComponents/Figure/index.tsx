// A captioned figure for images and schematics imported beside an MDX page; a screenshot comes with the AVIF/WebP
// variants made at build time (`image`), an SVG as its file.
import ResponsiveImage, { type ResponsiveImageData } from "../../ResponsiveImage";
import * as styles from "./styles";

export type Props = {
  readonly src: string;
  readonly alt: string;
  readonly caption?: string;
  readonly width?: number;
  readonly height?: number;
  /** Set by the build for raster images (src/content/compile/raster-images.ts). */
  readonly image?: ResponsiveImageData;
};

export default function Figure({ src, alt, caption, width = 800, height = 450, image }: Props) {
  return (
    <figure css={styles.figure}>
      {image ? (
        <div css={styles.frame}>
          <ResponsiveImage image={image} alt={alt} />
        </div>
      ) : (
        <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" css={styles.image} />
      )}
      {caption ? <figcaption css={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
