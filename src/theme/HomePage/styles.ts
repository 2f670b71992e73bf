// Styles of the home page: a two-column hero (text and illustration) and the grid of documentation areas.
import { css } from "@emotion/react";
import { belowDesktop, outlinedButton, overline } from "../../ui/tokens";

export const hero = css`
  border-bottom: 1px solid var(--color-border);
  background:
    radial-gradient(ellipse at 80% 0%, var(--color-primary-soft), transparent 60%),
    linear-gradient(180deg, var(--color-bg-soft), var(--color-bg));
`;

export const heroInner = css`
  display: grid;
  grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
  /* Top-aligned: text centred against the illustration moves down when the parser reaches the picture
     (layout shift). */
  align-items: start;
  gap: 3rem;
  max-width: 1200px;
  margin: 0 auto;
  padding: 4.5rem 1.5rem 4rem;
  ${belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2rem;
    padding: 3rem 1.25rem 2.5rem;
    text-align: center;
  }
`;

export const heroText = css`
  h1 {
    margin: 0 0 1rem;
    font-size: clamp(2.2rem, 4.6vw, 3.4rem);
    font-weight: 800;
    letter-spacing: -0.025em;
  }
`;

export const eyebrow = css`
  ${overline};
  margin: 0 0 0.75rem;
  color: var(--color-link);
  font-size: 0.85rem;
`;

export const tagline = css`
  max-width: 34rem;
  margin: 0 0 2rem;
  color: var(--color-text-muted);
  font-size: 1.2rem;
  line-height: 1.55;
  ${belowDesktop} {
    margin-left: auto;
    margin-right: auto;
  }
`;

/** The hero search form's width, set so that it does not depend on its content (see `search`). */
const searchWidth = "21rem";

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  /* Centred, the link would move aside when the form is parsed after it: the form's column exists before the form. */
  ${belowDesktop} {
    display: grid;
    grid-template-columns: max-content ${searchWidth};
    justify-content: center;
  }
  @media (max-width: 559px) {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`;

export const primary = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A little over its words' width: the box is drawn before its text is parsed, and centred it would move as it
     widened. */
  min-width: 9.5rem;
  height: 3rem;
  padding: 0 1.5rem;
  border-radius: var(--radius);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-weight: 650;
  text-decoration: none;
  transition: background-color 0.15s;
  &:hover {
    background: var(--color-primary-hover);
  }
`;

/*
 * A set width, not its content's: a browser may paint the form before its button is parsed, and a form as wide as its
 * content would then widen (and, centred on narrow screens, move). The field takes what the icon and button leave.
 */
export const search = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: ${searchWidth};
  max-width: 100%;
  height: 3rem;
  padding: 0 0.35rem 0 0.9rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius);
  background: var(--color-bg-raised);
  color: var(--color-text-muted);
  &:focus-within {
    border-color: var(--color-primary);
    box-shadow: 0 0 0 3px var(--color-primary-soft);
  }
  svg {
    flex: none;
  }
  input {
    flex: 1 1 0;
    min-width: 0;
    border: 0;
    outline: none;
    background: transparent;
    color: var(--color-text);
    font: inherit;
  }
  input::placeholder {
    color: var(--color-text-muted);
  }
  button {
    ${outlinedButton}
    flex: none;
    /* Drawn before its word is parsed: at the form's right end it would move left as it widened. */
    min-width: 5.5rem;
    height: 2.3rem;
    padding: 0 0.9rem;
    border-color: var(--color-border);
    background: var(--color-bg-soft);
    font-size: 0.92rem;
    font-weight: 600;
  }
`;

export const heroImage = css`
  justify-self: end;
  width: 100%;
  max-width: 560px;
  filter: drop-shadow(0 18px 40px rgba(10, 25, 50, 0.25));
  ${belowDesktop} {
    justify-self: center;
    max-width: 460px;
  }
  img {
    border-radius: 20px;
  }
`;

export const areas = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 3.5rem 1.5rem 4.5rem;
  h2 {
    margin: 0 0 0.4rem;
    text-align: center;
    font-size: 1.75rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
    gap: 1rem;
    list-style: none;
    padding: 0;
    margin: 2rem 0 0;
  }
`;

export const areasIntro = css`
  margin: 0;
  color: var(--color-text-muted);
  text-align: center;
`;

export const card = css`
  display: block;
  height: 100%;
  padding: 1.25rem 1.3rem;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-bg-raised);
  color: var(--color-text);
  text-decoration: none;
  transition: border-color 0.15s, box-shadow 0.15s;
  &:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-raised);
  }
  h3 {
    margin: 0.85rem 0 0.35rem;
    color: var(--color-text);
    font-size: 1.08rem;
  }
  &:hover h3 {
    color: var(--color-link);
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: 0.93rem;
    line-height: 1.55;
  }
`;

export const cardIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  background: var(--color-primary-soft);
  color: var(--color-link);
`;
