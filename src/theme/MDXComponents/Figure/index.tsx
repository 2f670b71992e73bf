// A captioned figure for images and schematics imported beside an MDX page; a screenshot comes with the AVIF/WebP
// variants made at build time (`image`), an SVG as its file.
import * as styles from "./styles";
import ResponsiveImage, { type ResponsiveImageData } from "../../ResponsiveImage";

export type Props = {
  readonly src: string;
  readonly alt: string;
  readonly caption?: string;
  readonly width?: number;
  readonly height?: number;
  /** Set by the build for raster images (src/content/raster-images.ts). */
  readonly image?: ResponsiveImageData;
};

export default function Figure({ src, alt, caption, width = 800, height = 450, image }: Props) {
  return (
    <figure className={styles.figure}>
      {image ? (
        <div className={styles.frame}>
          <ResponsiveImage image={image} alt={alt} />
        </div>
      ) : (
        <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={styles.image} />
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
