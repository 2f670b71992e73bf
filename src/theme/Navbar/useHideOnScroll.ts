// Hides the navbar while the reader scrolls down, when the config switches the feature on.
import { useEffect, useState } from "react";
import { shouldHideNavbar } from "../../lib/hide-on-scroll";

export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let previous = window.scrollY;
    const onScroll = (): void => {
      const current = window.scrollY;
      setHidden(shouldHideNavbar(previous, current, navbarHeight));
      previous = current;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, navbarHeight]);
  return enabled && hidden;
}
