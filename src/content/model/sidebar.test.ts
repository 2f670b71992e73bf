import { buildSidebar, type SidebarDocInput } from "./sidebar";
import { category } from "../../__fixtures__/content";

const d = (id: string, position?: number, extra: Partial<SidebarDocInput> = {}): SidebarDocInput => ({
  id,
  label: id.split("/").pop() ?? id,
  href: `/docs/${id}`,
  position: position ?? null,
  ...extra,
});
const categoryHref = (c: { link: unknown; dir: string }): string | null => (c.link ? `/docs/category/${c.dir}` : null);
const docHref = (id: string): string => `/docs/${id}`;

describe("buildSidebar", () => {
  it("orders docs and categories by position, then by name", () => {
    const items = buildSidebar(
      [d("zeta"), d("data", 1), d("api/b", 2), d("api/a", 2), d("concepts/thing", 1)],
      [category("api", { position: 7, label: "API" }), category("concepts", { position: 2, label: "Concepts" })],
      categoryHref,
      docHref,
    );
    expect(items.map((item) => item.label)).toEqual(["data", "Concepts", "API", "zeta"]);
    const api = items[2];
    expect(api?.type === "category" && api.items.map((item) => item.label)).toEqual(["a", "b"]);
  });

  it("links a category to its generated index", () => {
    const [item] = buildSidebar(
      [d("aws/s3")],
      [category("aws", { link: { type: "generated-index", slug: "/category/aws" } })],
      categoryHref,
      docHref,
    );
    expect(item).toMatchObject({ type: "category", href: "/docs/category/aws", linkDocId: null });
  });

  it("uses a link doc as the category page and leaves it out of the items", () => {
    const [item] = buildSidebar(
      [d("ies/index"), d("ies/mo", 1), d("ies/mt", 2)],
      [category("ies", { label: "IES", link: { type: "doc", id: "ies/index" } })],
      categoryHref,
      docHref,
    );
    expect(item).toMatchObject({ type: "category", label: "IES", href: "/docs/ies/index", linkDocId: "ies/index" });
    expect(item?.type === "category" && item.items.map((child) => child.label)).toEqual(["mo", "mt"]);
  });

  it("turns a category whose only doc is its link doc into a doc link with the category label", () => {
    const [item] = buildSidebar(
      [d("devices/overview")],
      [category("devices", { label: "Devices & Networks", link: { type: "doc", id: "devices/overview" } })],
      categoryHref,
      docHref,
    );
    expect(item).toEqual({
      type: "doc",
      id: "devices/overview",
      label: "Devices & Networks",
      href: "/docs/devices/overview",
    });
  });

  it("nests folders and leaves unlisted docs out", () => {
    const items = buildSidebar(
      [d("dest/http", 1), d("dest/aws/s3", 1), d("dest/secret", 2, { unlisted: true })],
      [category("dest", { label: "Destinations" }), category("dest/aws", { label: "AWS", position: 6 })],
      categoryHref,
      docHref,
    );
    expect(items).toHaveLength(1);
    const dest = items[0];
    expect(dest?.type === "category" && dest.items.map((child) => child.label)).toEqual(["http", "AWS"]);
  });

  it("labels a folder without _category_.json by its name", () => {
    const [item] = buildSidebar([d("misc/page")], [], categoryHref, docHref);
    expect(item).toMatchObject({ type: "category", label: "misc", href: null });
  });
});
