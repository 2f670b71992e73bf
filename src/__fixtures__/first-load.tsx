// A page's first load in a component test: the server's HTML inside Gatsby's focus wrapper, then hydrated.
import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

export type FirstLoad = {
  /** Gatsby's focus wrapper, holding what the reader sees. */
  readonly wrapper: HTMLElement;
  /** Unmounts the app and removes the wrapper. */
  readonly end: () => void;
};

/**
 * Renders `serverPage` to HTML as the build does, then hydrates it with `clientPage` (the same page, or one that
 * differs where a test must tell the server's HTML from a client render). React, unlike Preact, which ships, reports
 * kept inner HTML as a difference and warns about effects in a server render where a window exists: those messages
 * are silenced for the render and the hydration only.
 */
export async function hydrateFirstLoad(
  serverPage: ReactElement,
  clientPage: ReactElement = serverPage,
): Promise<FirstLoad> {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const wrapper = document.createElement("div");
  wrapper.id = "gatsby-focus-wrapper";
  try {
    wrapper.innerHTML = renderToString(serverPage);
    document.body.append(wrapper);
    const root = await act(async () => hydrateRoot(wrapper, clientPage));
    return {
      wrapper,
      end: () => {
        act(() => root.unmount());
        wrapper.remove();
      },
    };
  } catch (error) {
    wrapper.remove();
    throw error;
  } finally {
    errors.mockRestore();
  }
}
