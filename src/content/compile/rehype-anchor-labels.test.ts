import { compileMdxTree } from "./mdx-tree";

describe("rehypeAnchorLabels", () => {
  it("names each heading's anchor link after the heading text, without the #, and keeps it in the tab order", () => {
    const [heading] = compileMdxTree("### Send `Data/DoSendSbdMessage`", "/virtual/page.mdx").tree;
    expect(heading).toEqual([
      "h3",
      { id: "send-datadosendsbdmessage" },
      "Send ",
      ["code", null, "Data/", ["wbr", null], "DoSendSbdMessage"],
      [
        "a",
        {
          className: "anchor-link",
          "aria-label": "Direct link to Send Data/DoSendSbdMessage",
          title: "Direct link to Send Data/DoSendSbdMessage",
          href: "#send-datadosendsbdmessage",
        },
        "#",
      ],
    ]);
  });
});
