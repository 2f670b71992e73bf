// useLayoutEffect in the browser (runs before paint, in the commit that changed the DOM), useEffect on the server,
// where there is no layout and React would warn.
import { useEffect, useLayoutEffect } from "react";

export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
