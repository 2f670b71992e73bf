import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compileMdxTree } from "../../content/mdx-tree";
import { MDX_COMPONENT_NAMES } from "../../content/mdx-components";
import { ReaderValuesProvider } from "../contexts/readerValues";
import { mdxComponents } from "../MDXComponents";
import MDXContent, { renderMdxNode } from ".";

const compile = (body: string) => compileMdxTree(body, "/virtual/page.mdx").tree;

describe("MDXContent", () => {
  beforeEach(() => window.localStorage.clear());

  it("offers exactly the components the build accepts", () => {
    expect(Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name)).sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
  });

  it("renders a compiled page with the site's components: working tabs, code blocks and links", async () => {
    render(
      <ReaderValuesProvider>
        <MDXContent
          tree={compile(
            [
              "## Send a message",
              "",
              "Read [the overview](/docs/api/overview) first.",
              "",
              '<Admonition type="tip">',
              "",
              "Keep the token secret.",
              "",
              "</Admonition>",
              "",
              '<Tabs groupId="language">',
              '<TabItem value="curl" label="curl">',
              "",
              '```bash title="send.sh"',
              "curl -X POST https://example.invalid",
              "```",
              "",
              "</TabItem>",
              '<TabItem value="js" label="JavaScript">',
              "",
              "JavaScript body",
              "",
              "</TabItem>",
              "</Tabs>",
            ].join("\n"),
          )}
        />
      </ReaderValuesProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: /Send a message/ })).toHaveAttribute("id", "send-a-message");
    expect(screen.getByRole("link", { name: "the overview" })).toHaveAttribute("href", "/docs/api/overview");
    expect(screen.getByText("Keep the token secret.")).toBeInTheDocument();
    expect(screen.getByText("send.sh")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("curl -X POST");
    await userEvent.click(screen.getByRole("tab", { name: "JavaScript" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("JavaScript body");
    expect(window.localStorage.getItem("docs-tab-choice.language")).toBe("js");
  });

  it("keeps the text of a component name it does not know, without its props", () => {
    render(<>{renderMdxNode(["Widget", { onclick: "alert(1)" }, "Still readable"], {})}</>);
    const text = screen.getByText("Still readable");
    expect(text.tagName).toBe("DIV");
    expect(text).not.toHaveAttribute("onclick");
  });

  it("renders text as text, never as HTML", () => {
    const { container } = render(<MDXContent tree={[["p", null, "<img src=x onerror=alert(1)>"]]} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("<img src=x onerror=alert(1)>");
  });
});
