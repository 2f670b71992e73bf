import { nearParaphrases, overlapOf, PARAPHRASE_OVERLAP } from "./near-paraphrase";
import type { ReaderQuery } from "./reader-queries";

const query = (text: string, page = "/docs/api/postman"): ReaderQuery => ({ query: text, page, kind: "task" });

describe("near paraphrases", () => {
  it("finds the pairs the issue named, and not queries that share only a topic", () => {
    expect(overlapOf("import the postman collection", "how do I import the postman collection")).toBe(1);
    expect(overlapOf("LingoMT", "what is LingoMT")).toBe(1);
    expect(
      overlapOf("what IP addresses do webhook requests come from", "what ip addresses do webhooks come from"),
    ).toBeGreaterThanOrEqual(PARAPHRASE_OVERLAP);
    expect(overlapOf("postman collection variables", "run the ping request in postman")).toBeLessThan(
      PARAPHRASE_OVERLAP,
    );
  });

  it("pairs only queries for the same page", () => {
    const regression = [query("import the postman collection")];
    expect(nearParaphrases(regression, [query("how do I import the postman collection")])).toHaveLength(1);
    expect(nearParaphrases(regression, [query("how do I import the postman collection", "/docs/data")])).toEqual([]);
  });
});
