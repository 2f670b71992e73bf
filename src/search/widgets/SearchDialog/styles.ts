// Styles of the search dialog: a dimmed backdrop and a centred panel, full screen on narrow screens.
import { css } from "@emotion/react";
import { narrowScreen } from "../../../ui/tokens";

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 60px 1rem 1rem;
  background: rgba(15, 23, 42, 0.55);
  ${narrowScreen} {
    padding: 0;
  }
`;

export const dialog = css`
  width: 100%;
  max-width: 600px;
  border-radius: 12px;
  background: var(--color-bg-soft);
  color: var(--color-text);
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  ${narrowScreen} {
    max-width: none;
    height: 100%;
    border-radius: 0;
  }
`;
