// A <picture> from gatsby-plugin-sharp's image data (AVIF/WebP sources, sized fallback): valid HTML and no image JS.
import * as styles from "./styles";

/** The part of gatsbyImageData this component reads (see the home page's query). */
export type ResponsiveImageData = {
  readonly width: number;
  readonly height: number;
  readonly backgroundColor?: string | null;
  readonly images: {
    readonly fallback?: {
      readonly src: string;
      readonly srcSet?: string | null;
      readonly sizes?: string | null;
    } | null;
    readonly sources?: ReadonlyArray<{
      readonly srcSet: string;
      readonly type?: string | null;
      readonly sizes?: string | null;
    }> | null;
  };
};

export type Props = {
  readonly image: ResponsiveImageData;
  readonly alt: string;
  /** "eager" plus high fetch priority for the largest image above the fold. */
  readonly priority?: boolean;
};

export default function ResponsiveImage({ image, alt, priority = false }: Props) {
  const fallback = image.images.fallback;
  return (
    <picture>
      {(image.images.sources ?? []).map((source) => (
        <source
          key={source.type ?? source.srcSet}
          type={source.type ?? undefined}
          srcSet={source.srcSet}
          sizes={source.sizes ?? undefined}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet ?? undefined}
        sizes={fallback?.sizes ?? undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchpriority: "high" } : {})}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
        css={styles.image}
      />
    </picture>
  );
}
