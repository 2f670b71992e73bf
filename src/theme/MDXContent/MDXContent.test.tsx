import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compileMdxTree } from "../../content/compile/mdx-tree";
import { componentNamesIn, MDX_COMPONENT_MODULES } from "../../content/compile/mdx-components";
import { allMdxComponents as mdxComponents } from "../../__fixtures__/mdx-components";
import { ReaderValuesProvider } from "../contexts/readerValues";
import { act, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import MDXContent, { renderMdxNodeOverServerHtml, compiledBodyOf, renderMdxNode } from ".";
import { treeOfServerHtmlElement } from "./server-html-elements";

const compile = (body: string) => compileMdxTree(body, "/virtual/page.mdx").tree;
/** The lines of an admonition both rendering tests put in a body. */
const TIP = ['<Admonition type="tip">', "", "Keep the token secret.", "", "</Admonition>"];

describe("MDXContent", () => {
  beforeEach(() => window.localStorage.clear());

  it("finds a component in its registered module for every name the build accepts", () => {
    for (const name of Object.keys(MDX_COMPONENT_MODULES)) expect(typeof mdxComponents[name]).toBe("function");
    expect(mdxComponents.TabItem).not.toBe(mdxComponents.Tabs);
  });

  it("renders a body with the components its tree names and nothing else", () => {
    const tree = compile(["Read [the overview](/docs/api/overview).", "", ...TIP].join("\n"));
    expect(componentNamesIn(tree)).toEqual(["Admonition", "a"]);
    const components = Object.fromEntries(componentNamesIn(tree).map((name) => [name, mdxComponents[name]]));
    const { container } = render(<MDXContent tree={tree} components={components} />);
    expect(screen.getByRole("link", { name: "the overview" })).toHaveAttribute("href", "/docs/api/overview");
    expect(container.querySelector("aside")).toHaveTextContent("Keep the token secret.");
  });

  it("renders a compiled page with the site's components: working tabs, code blocks and links", async () => {
    render(
      <ReaderValuesProvider>
        <MDXContent
          components={mdxComponents}
          tree={compile(
            [
              "## Send a message",
              "",
              "Read [the overview](/docs/api/overview) first.",
              "",
              ...TIP,
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
    const { container } = render(
      <MDXContent tree={[["p", null, "<img src=x onerror=alert(1)>"]]} components={mdxComponents} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("<img src=x onerror=alert(1)>");
  });

  describe("on the first load, reusingServerHtml the server's HTML", () => {
    const page = compile(`## Limits

See [the overview](/docs/api/overview) for **every** limit.

<Admonition type="note">

A note on limits.

</Admonition>

- one
- two

\`\`\`bash
curl -X POST https://example.invalid
\`\`\`
`);
    const kept = (node: ReactNode): string[] =>
      Array.isArray(node)
        ? node.flatMap(kept)
        : isValidElement(node)
          ? treeOfServerHtmlElement(node)
            ? [String((node as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>).type)]
            : kept((node.props as { children?: ReactNode }).children)
          : [];

    it("keeps every part without a component (links included) and renders only the components", () => {
      const rendered = page.map((node) => renderMdxNodeOverServerHtml(node, mdxComponents));
      expect(kept(rendered)).toEqual(["h2", "p", "p", "ul", "code"]);
      const paragraph = rendered.find((node) => isValidElement(node) && node.type === "p") as ReactElement<{
        dangerouslySetInnerHTML: { __html: string };
        children?: ReactNode;
      }>;
      expect(paragraph.props.dangerouslySetInnerHTML).toEqual({ __html: "" });
      expect(paragraph.props.children).toBeUndefined();
      const codeBlock = rendered.find((node) => isValidElement(node) && node.type === mdxComponents.pre);
      expect(codeBlock).toBeDefined();
    });

    it("hydrates without touching the kept nodes, and the components work", async () => {
      const full = (
        <ReaderValuesProvider>
          <MDXContent tree={page} components={mdxComponents} />
        </ReaderValuesProvider>
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(full);
      document.body.append(container);
      const serverHtml = container.innerHTML;
      const paragraph = container.querySelector("p");
      // React (unlike Preact, which ships) reports the empty inner HTML it was told to keep as a difference.
      const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
      const root = await act(async () =>
        hydrateRoot(
          container,
          <ReaderValuesProvider>
            {createElement(Fragment, null, ...page.map((node) => renderMdxNodeOverServerHtml(node, mdxComponents)))}
          </ReaderValuesProvider>,
        ),
      );
      errors.mockRestore();
      expect(container.querySelector("p")).toBe(paragraph);
      expect(container.innerHTML).toBe(serverHtml);
      expect(screen.getByRole("link", { name: "the overview" })).toHaveAttribute("href", "/docs/api/overview");
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      await userEvent.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenCalledWith("curl -X POST https://example.invalid");
      act(() => root.unmount());
      container.remove();
    });
  });
});

describe("compiledBodyOf", () => {
  it("returns the body a page query read", () => {
    const body = [["p", null, "Hello"]] as const;
    expect(compiledBodyOf({ compiledBody: body as never }, "/docs/a")).toBe(body);
  });

  it("names the page whose query found no body", () => {
    expect(() => compiledBodyOf({ compiledBody: null }, "/docs/a")).toThrow("/docs/a has no compiled body");
    expect(() => compiledBodyOf(null, "/docs/b")).toThrow("/docs/b");
  });
});
