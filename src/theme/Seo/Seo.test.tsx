import { render } from "@testing-library/react";
import Seo, { formatPageTitle, SiteIcons, toAbsoluteUrl } from ".";

function renderHead(element: JSX.Element): HTMLElement {
  // Gatsby moves these tags into <head>; in a test they render into a plain container (and <html> is out of place).
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { container } = render(element);
  jest.restoreAllMocks();
  return container;
}

const meta = (root: HTMLElement, selector: string): string | null =>
  root.querySelector(selector)?.getAttribute("content") ?? null;

describe("Seo", () => {
  it("writes the page title, description, canonical URL and social tags", () => {
    const head = renderHead(
      <Seo title="Thing" description="A device." pathname="/docs/concepts/thing" type="article" />,
    );
    expect(head.querySelector("title")).toHaveTextContent("Thing | Cloudloop Knowledgebase");
    expect(meta(head, 'meta[name="description"]')).toBe("A device.");
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://knowledge.cloudloop.com/docs/concepts/thing",
    );
    expect(meta(head, 'meta[property="og:title"]')).toBe("Thing | Cloudloop Knowledgebase");
    expect(meta(head, 'meta[property="og:type"]')).toBe("article");
    expect(meta(head, 'meta[property="og:url"]')).toBe("https://knowledge.cloudloop.com/docs/concepts/thing");
    expect(meta(head, 'meta[property="og:image"]')).toMatch(/^https:\/\/knowledge\.cloudloop\.com\//);
    expect(meta(head, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta(head, 'meta[name="twitter:description"]')).toBe("A device.");
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("names the site's icons apart from the page's tags", () => {
    const icons = renderHead(<SiteIcons />);
    expect(icons.querySelector('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
    expect(icons.querySelector('link[rel="icon"][type="image/png"]')).toHaveAttribute("href", "/favicon.png");
    expect(
      renderHead(<Seo title="Thing" pathname="/docs/concepts/thing" />).querySelector('link[rel="icon"]'),
    ).toBeNull();
  });

  it("links the page's Markdown copy as its text/markdown alternate, only when there is one", () => {
    const head = renderHead(
      <Seo title="Thing" pathname="/docs/concepts/thing" markdownPath="/docs/concepts/thing.md" />,
    );
    expect(head.querySelector('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      "href",
      "/docs/concepts/thing.md",
    );
    expect(renderHead(<Seo pathname="/search" />).querySelector('link[rel="alternate"]')).toBeNull();
  });

  it("falls back to the tagline and can keep a page out of search engines", () => {
    const head = renderHead(<Seo pathname="/search" noindex />);
    expect(head.querySelector("title")).toHaveTextContent(/^Cloudloop Knowledgebase$/);
    expect(meta(head, 'meta[name="description"]')).toMatch(/satellite and IoT messages/);
    expect(meta(head, 'meta[name="robots"]')).toBe("noindex");
  });

  it("uses a page's own social card (frontmatter image) as a site path or an absolute URL", () => {
    const own = renderHead(<Seo title="Thing" pathname="/docs/thing" image="/img/thing-card.png" />);
    expect(meta(own, 'meta[property="og:image"]')).toBe("https://knowledge.cloudloop.com/img/thing-card.png");
    expect(meta(own, 'meta[name="twitter:image"]')).toBe("https://knowledge.cloudloop.com/img/thing-card.png");
    expect(meta(own, 'meta[property="og:image:alt"]')).toBe("Thing | Cloudloop Knowledgebase");
    expect(own.querySelector('meta[property="og:image:width"]')).toBeNull();
    const remote = renderHead(<Seo title="Thing" pathname="/docs/thing" image="https://cdn.example.com/card.png" />);
    expect(meta(remote, 'meta[property="og:image"]')).toBe("https://cdn.example.com/card.png");
  });

  it("formats titles and absolute URLs", () => {
    expect(formatPageTitle("Thing")).toBe("Thing | Cloudloop Knowledgebase");
    expect(toAbsoluteUrl("/docs/data")).toBe("https://knowledge.cloudloop.com/docs/data");
    expect(toAbsoluteUrl("static/x.png")).toBe("https://knowledge.cloudloop.com/static/x.png");
  });
});
