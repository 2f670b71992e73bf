// schema.org structured data for search engines, built from the same breadcrumbs readers see.
import type { Breadcrumb } from "./navigation";

export type BreadcrumbListJsonLd = {
  readonly "@context": "https://schema.org";
  readonly "@type": "BreadcrumbList";
  readonly itemListElement: ReadonlyArray<{
    readonly "@type": "ListItem";
    readonly position: number;
    readonly name: string;
    readonly item?: string;
  }>;
};

/** A BreadcrumbList: each crumb with its absolute URL; the current page gets its own URL. */
export function toBreadcrumbListJsonLd(
  crumbs: readonly Breadcrumb[],
  siteUrl: string,
  currentPath: string,
): BreadcrumbListJsonLd {
  const origin = siteUrl.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      const href = index === crumbs.length - 1 ? currentPath : crumb.href;
      return {
        "@type": "ListItem",
        position: index + 1,
        name: crumb.label,
        ...(href ? { item: `${origin}${href}` } : {}),
      };
    }),
  };
}
