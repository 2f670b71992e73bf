// Styles of the asset-load failure notice.
import { css } from "@emotion/react";
import { outlinedButton } from "../../ui/tokens";

export const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  max-width: var(--content-max);
  margin: 1rem auto;
  padding: 0.8rem 1rem;
  border: 1px solid var(--color-danger);
  border-radius: var(--radius);
  background: var(--color-danger-bg);
  color: var(--color-text);
`;

export const text = css`
  flex: 1 1 16rem;
  margin: 0;
  font-family: var(--font-mono);
  font-size: 0.88rem;
  overflow-wrap: anywhere;
`;

export const button = css`
  ${outlinedButton}
  padding: 0.45rem 1rem;
  font-weight: 600;
`;
