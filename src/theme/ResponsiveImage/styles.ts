// Styles of ResponsiveImage: fills its column and keeps its aspect ratio (width/height attributes reserve the space).
import { css } from "@emotion/react";

export const image = css`
  display: block;
  width: 100%;
  height: auto;
`;
