// Styles of the not-found screen.
import { css } from "@emotion/react";

export const wrap = css`
  max-width: 640px;
  margin: 0 auto;
  padding: 4rem 1.25rem;
  text-align: center;
  h1 {
    font-size: 2rem;
  }
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    gap: 1rem;
    justify-content: center;
    flex-wrap: wrap;
  }
`;
