// One way to read an app-wide context: a hook that fails loudly outside its provider instead of reading null.
import { useContext, type Context } from "react";

/** The use`name` hook of a context made by `createContext<T | null>(null)`. */
export function requiredContextHook<T>(context: Context<T | null>, name: string): () => T {
  return function useRequiredContext(): T {
    const value = useContext(context);
    if (!value) throw new Error(`use${name} must be used inside <${name}Provider>`);
    return value;
  };
}
