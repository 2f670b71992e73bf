// The navbar's optional hide-on-scroll rule (present for the spec, switched off in the config).

/** Hide while scrolling down past the navbar; show again on any upward scroll or near the top. */
export function shouldHideNavbar(previousY: number, currentY: number, navbarHeight: number): boolean {
  if (currentY <= navbarHeight) return false;
  return currentY > previousY;
}
