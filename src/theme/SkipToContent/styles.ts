// Styles of the skip link: off screen until it receives keyboard focus.
import { css } from "@emotion/react";

export const link = css`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 1000;
  padding: 0.6rem 1rem;
  border-radius: var(--radius);
  background: var(--color-bg-raised);
  color: var(--color-link);
  font-weight: 600;
  box-shadow: var(--shadow-raised);
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
