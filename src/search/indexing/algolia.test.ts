import { ALGOLIA_INDEX_SETTINGS, getAlgoliaPlugin, readAlgoliaPushSettings, toAlgoliaObjects } from "./algolia";
import { fixtureRecords, recordPage } from "../../__fixtures__/search";
import type { SearchSourceData } from "./source";
import type { SearchRecord } from "../types";
import { planQuery, QUESTION_WORDS } from "../language";

const env = { ALGOLIA_APP_ID: "APP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_INDEX_NAME: "docs" };

describe("Algolia push", () => {
  it("runs only with all three build-time variables", () => {
    expect(readAlgoliaPushSettings(env)).toEqual({ appId: "APP", adminKey: "admin-secret", indexName: "docs" });
    for (const name of Object.keys(env)) expect(readAlgoliaPushSettings({ ...env, [name]: " " })).toBeNull();
    expect(getAlgoliaPlugin({})).toBeNull();
    expect(
      getAlgoliaPlugin({
        GATSBY_ALGOLIA_APP_ID: "APP",
        GATSBY_ALGOLIA_SEARCH_KEY: "k",
        GATSBY_ALGOLIA_INDEX_NAME: "docs",
      }),
    ).toBeNull();
  });

  it("sends the push through ALGOLIA_HOSTS when set, never through the browser's GATSBY_ALGOLIA_HOSTS", () => {
    const proxied = { ...env, ALGOLIA_HOSTS: "http://127.0.0.1:4001, https://algolia-proxy.example.com/" };
    const hosts = [
      { url: "127.0.0.1:4001", protocol: "http" },
      { url: "algolia-proxy.example.com", protocol: "https" },
    ];
    expect(readAlgoliaPushSettings(proxied)).toEqual({
      appId: "APP",
      adminKey: "admin-secret",
      indexName: "docs",
      hosts,
    });
    // The plugin's own timeouts stay: its algoliasearchOptions replace them as a whole.
    expect(getAlgoliaPlugin(proxied)?.options).toMatchObject({
      algoliasearchOptions: { hosts, timeouts: { connect: 1, read: 30, write: 30 } },
    });
    expect(getAlgoliaPlugin({ ...env, GATSBY_ALGOLIA_HOSTS: "http://127.0.0.1:4001" })?.options).not.toHaveProperty(
      "algoliasearchOptions",
    );
    expect(getAlgoliaPlugin({ ...env, ALGOLIA_HOSTS: " " })?.options).not.toHaveProperty("algoliasearchOptions");
    expect(() => readAlgoliaPushSettings({ ...env, ALGOLIA_HOSTS: "https://proxy.example.com/1/indexes" })).toThrow(
      /^ALGOLIA_HOSTS: .*without a path/,
    );
    // Without the push, a malformed value is not read at all.
    expect(readAlgoliaPushSettings({ ALGOLIA_HOSTS: "nonsense" })).toBeNull();
  });

  it("configures gatsby-plugin-algolia with the admin key, one query and the index settings", () => {
    const plugin = getAlgoliaPlugin(env);
    expect(plugin).toMatchObject({
      resolve: "gatsby-plugin-algolia",
      options: { appId: "APP", apiKey: "admin-secret", indexName: "docs" },
    });
    const [query] = plugin?.options.queries ?? [];
    expect(query?.settings).toBe(ALGOLIA_INDEX_SETTINGS);
    expect(query?.query).toContain("docsVersion");
  });

  it("keeps DocSearch's index settings in code", () => {
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({
      attributeForDistinct: "url",
      distinct: true,
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      snippetEllipsisText: "…",
    });
    // The local engine's order of attributes: title and own headings, keywords, lead, inherited headings, text.
    const order = ALGOLIA_INDEX_SETTINGS.searchableAttributes.map((attribute) =>
      attribute.replace(/^unordered\((.*)\)$/, "$1"),
    );
    expect(order.indexOf("hierarchy_radio.lvl6")).toBeLessThan(order.indexOf("keywords"));
    expect(order.indexOf("keywords")).toBeLessThan(order.indexOf("lead"));
    expect(order.indexOf("lead")).toBeLessThan(order.indexOf("hierarchy.lvl0"));
    expect(ALGOLIA_INDEX_SETTINGS.ranking).toEqual(["words", "typo", "proximity", "attribute", "exact", "custom"]);
    expect(ALGOLIA_INDEX_SETTINGS.attributesForFaceting).toEqual(["language", "docusaurus_tag", "type"]);
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes.slice(0, 2)).toEqual([
      "unordered(hierarchy_radio.lvl0)",
      "unordered(hierarchy_radio.lvl1)",
    ]);
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes[ALGOLIA_INDEX_SETTINGS.searchableAttributes.length - 1]).toBe(
      "content",
    );
  });

  it("makes optional on Algolia the question's words the local engine drops", () => {
    expect(ALGOLIA_INDEX_SETTINGS.optionalWords).toEqual(QUESTION_WORDS);
    for (const word of QUESTION_WORDS) expect(planQuery(`health status ${word}`, []).length).toBe(2);
  });

  it("adds a content digest that changes only with the record, for partial updates", () => {
    const [first, second] = fixtureRecords() as [SearchRecord, SearchRecord];
    const [a, b] = toAlgoliaObjects([first, second]);
    expect(a).toMatchObject({ ...first, internal: { contentDigest: expect.stringMatching(/^[0-9a-f]{40}$/) } });
    expect(toAlgoliaObjects([first])[0]?.internal.contentDigest).toBe(a?.internal.contentDigest);
    expect(toAlgoliaObjects([{ ...first, content: "changed" }])[0]?.internal.contentDigest).not.toBe(
      a?.internal.contentDigest,
    );
    expect(b?.internal.contentDigest).not.toBe(a?.internal.contentDigest);
  });

  it("turns the query's data into the same records the local index gets", () => {
    const data: SearchSourceData = {
      docsVersion: {
        name: "current",
        docs: [{ id: "data", path: "/docs/data", title: "Cloudloop Data", unlisted: false }],
        sidebars: { docs: [] },
      },
      allMdx: {
        nodes: [
          {
            id: "m",
            frontmatter: null,
            compiledBody: recordPage({
              path: "/docs/data",
              title: "Cloudloop Data",
              body: "## Key features\n\nMessages move.",
            }).tree,
          },
        ],
      },
      allSitePage: { nodes: [{ path: "/docs/data", pageContext: { id: "m", docId: "data" } }] },
    };
    const objects = getAlgoliaPlugin(env)?.options.queries[0]?.transformer({ data }) ?? [];
    expect(objects.map((object) => [object.objectID, object.type, object.content])).toEqual([
      ["/docs/data:lvl1", "lvl1", null],
      ["/docs/data#key-features:lvl2", "lvl2", null],
      ["/docs/data#key-features:c0", "content", "Messages move."],
    ]);
  });
});
