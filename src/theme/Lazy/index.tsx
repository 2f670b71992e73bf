// Loads a component's code on first use (keeping it out of every page's first download) with a retry on failure.
import { createElement, useEffect, useState, type ComponentType } from "react";
import AssetLoadError from "../AssetLoadError";

export type Props<P extends object> = {
  /** A dynamic import: () => import("../MobileSidebar"). Keep the function stable (module scope). */
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly props: P;
};

type State<P> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly component: ComponentType<P> }
  | { readonly status: "error"; readonly error: unknown };

export default function Lazy<P extends object>({ load, props }: Props<P>) {
  const [state, setState] = useState<State<P>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setState({ status: "ready", component: module.default });
      },
      (error: unknown) => {
        if (live) setState({ status: "error", error });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  if (state.status === "error") {
    return (
      <AssetLoadError
        error={state.error}
        onRetry={() => {
          setState({ status: "loading" });
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (state.status === "loading") return null;
  return createElement(state.component, props);
}
