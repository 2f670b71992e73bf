// Styles of the route-loading bar that nprogress adds to <body>, in the theme's primary colour: global rules (nprogress
// draws its own elements), written into the site-wide stylesheet by global-styles.tsx.
import { css } from "@emotion/react";

export const bar = css`
  #nprogress {
    pointer-events: none;
  }
  #nprogress .bar {
    position: fixed;
    top: 0;
    left: 0;
    z-index: 1031;
    width: 100%;
    height: 3px;
    background: var(--color-primary);
  }
  #nprogress .peg {
    position: absolute;
    right: 0;
    display: block;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px var(--color-primary), 0 0 5px var(--color-primary);
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
