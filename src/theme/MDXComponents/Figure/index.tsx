// A captioned figure for images and schematics imported beside an MDX page.
import * as styles from "./styles";

export type Props = {
  readonly src: string;
  readonly alt: string;
  readonly caption?: string;
  readonly width?: number;
  readonly height?: number;
};

export default function Figure({ src, alt, caption, width = 800, height = 450 }: Props) {
  return (
    <figure css={styles.figure}>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" css={styles.image} />
      {caption ? <figcaption css={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
