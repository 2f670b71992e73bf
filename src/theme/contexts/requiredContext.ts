// One way to make an app-wide context: its Provider, and a hook that fails loudly outside it instead of reading null.
import { createContext, useContext, type Context } from "react";

/** The context for `Provider`s of `name` (ColorMode → ColorModeProvider) and the use`name` hook that reads it. */
export function createRequiredContext<T>(name: string): readonly [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  const useRequiredContext = (): T => {
    const value = useContext(context);
    if (!value) throw new Error(`use${name} must be used inside <${name}Provider>`);
    return value;
  };
  return [context, useRequiredContext];
}
