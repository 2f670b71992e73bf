import { toBreadcrumbListJsonLd } from "./structured-data";

describe("toBreadcrumbListJsonLd", () => {
  it("lists every crumb with its position and absolute URL", () => {
    const data = toBreadcrumbListJsonLd(
      [
        { label: "Destinations", href: "/docs/category/destinations" },
        { label: "API", href: null },
        { label: "S3", href: null },
      ],
      "https://knowledge.example.com/",
      "/docs/destinations/aws/aws-s3",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Destinations",
          item: "https://knowledge.example.com/docs/category/destinations",
        },
        { "@type": "ListItem", position: 2, name: "API" },
        {
          "@type": "ListItem",
          position: 3,
          name: "S3",
          item: "https://knowledge.example.com/docs/destinations/aws/aws-s3",
        },
      ],
    });
  });
});
