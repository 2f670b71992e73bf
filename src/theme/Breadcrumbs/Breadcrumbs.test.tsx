import { render, screen } from "@testing-library/react";
import Breadcrumbs from ".";
import { toBreadcrumbListJsonLd } from "../../lib/structured-data";

const crumbs = [
  { label: "Destinations", href: "/docs/category/destinations" },
  { label: "HTTP Webhook", href: null },
];

describe("Breadcrumbs", () => {
  it("links home and each category, and marks the current page", () => {
    render(<Breadcrumbs crumbs={crumbs} pathname="/docs/destinations/http" />);
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Destinations" })).toHaveAttribute("href", "/docs/category/destinations");
    expect(screen.getByText("HTTP Webhook")).toHaveAttribute("aria-current", "page");
  });

  it("describes the trail as a schema.org BreadcrumbList", () => {
    const { container } = render(<Breadcrumbs crumbs={crumbs} pathname="/docs/destinations/http" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    // The trail's own shape is toBreadcrumbListJsonLd's to test; here, that the page's crumbs, URL and site are in it.
    expect(JSON.parse(script?.textContent ?? "null")).toEqual(
      toBreadcrumbListJsonLd(crumbs, "https://knowledge.cloudloop.com", "/docs/destinations/http"),
    );
  });
});
