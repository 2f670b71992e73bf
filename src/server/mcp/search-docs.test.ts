/** @jest-environment node */
import type { SearchHit } from "../../search/types";
import { toDocHit } from "./search-docs";

const hierarchy = { lvl0: "API", lvl1: "Sending Messages", lvl2: "Send an SBD message", lvl3: null };

describe("toDocHit", () => {
  it("gives a text hit's page title, headings, published URL with anchor and its snippet as plain text", () => {
    const hit: SearchHit = {
      objectID: "/docs/api/send-message#send-an-sbd-message:c0",
      type: "content",
      url: "/docs/api/send-message#send-an-sbd-message",
      hierarchy,
      content: "Sends raw bytes over SBD & more",
      _snippetResult: { content: { value: "Sends raw bytes over <mark>SBD</mark> &amp; …", matchLevel: "full" } },
    };
    expect(toDocHit(hit)).toEqual({
      title: "Sending Messages",
      hierarchy: ["API", "Sending Messages", "Send an SBD message"],
      url: "https://knowledge.cloudloop.com/docs/api/send-message#send-an-sbd-message",
      snippet: "Sends raw bytes over SBD & …",
    });
  });

  it("gives a heading hit's heading as its snippet, as the search dialog shows it", () => {
    const hit: SearchHit = { objectID: "x", type: "lvl2", url: "/docs/api/send-message#x", hierarchy, content: null };
    expect(toDocHit(hit).snippet).toBe("Send an SBD message");
  });
});
