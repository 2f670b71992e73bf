import { render, screen } from "@testing-library/react";
import Breadcrumbs from ".";

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
    expect(JSON.parse(script?.textContent ?? "null")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Destinations",
          item: "https://knowledge.cloudloop.com/docs/category/destinations",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "HTTP Webhook",
          item: "https://knowledge.cloudloop.com/docs/destinations/http",
        },
      ],
    });
  });
});
