import { render as renderAlone, screen, waitFor, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { MdxTreeElement } from "../../../content/compile/mdx-tree";
import { elementKeepingServerHtml, renderPlainNode } from "../../MDXContent/server-html-elements";
import { ReaderValuesProvider, useReaderValues } from "../../contexts/readerValues";
import CodeBlock from ".";

const KEY = "test-code-block-values";
const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const MASKED_TOKEN = "••••••••-••••-••••-••••-••••••••4a5b";
const THING = "ReaderThingId0000000000000000001";
const render = (ui: ReactElement, options?: RenderOptions) =>
  renderAlone(<ReaderValuesProvider storageKey={KEY}>{ui}</ReaderValuesProvider>, options);

// A curl sample as the build highlights it: the token placeholder split over two spans, the Thing id in a third.
const highlightedCurl = (
  <code className="language-bash code-highlight">
    <span className="code-line">
      <span className="token function">curl</span>{" "}
      <span className="token string">{'"https://api.cloudloop.com/Data/GetMessageRecordsForThing?token=YOUR_'}</span>
      <span className="token string">{"API_TOKEN&thing="}</span>
      <span className="token string">{'TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"'}</span>
      {"\n"}
    </span>
  </code>
);

describe("CodeBlock", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the title and copies the code", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    render(
      <CodeBlock data-title="Response" data-language="json" className="language-json">
        <code>{'{ "ok": true }'}</code>
      </CodeBlock>,
    );
    expect(screen.getByText("Response")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Response" })).toHaveTextContent('{ "ok": true }');
    await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument());
    expect(writeText).toHaveBeenCalled();
  });

  it("copies a multi-line highlighted block exactly: one line break per line, no trailing one", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    // jsdom has no layout, so give it the browser's innerText of block-level lines (each "\n" doubled) that once leaked
    // into copies.
    Object.defineProperty(HTMLElement.prototype, "innerText", {
      configurable: true,
      get(this: HTMLElement) {
        return (this.textContent ?? "").replace(/\n/g, "\n\n");
      },
    });
    render(
      <CodeBlock data-language="bash" className="language-bash">
        <code>
          <span className="code-line">{"curl \\\n"}</span>
          <span className="code-line">{'  "https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN"\n'}</span>
        </code>
      </CodeBlock>,
    );
    await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    expect(writeText).toHaveBeenLastCalledWith(
      'curl \\\n  "https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN"',
    );
    delete (HTMLElement.prototype as { innerText?: string }).innerText;
  });

  it("names an untitled block by its language", () => {
    render(
      <CodeBlock data-language="bash">
        <code>ls</code>
      </CodeBlock>,
    );
    const figure = screen.getByRole("figure", { name: "bash code" });
    // Scrollable code must be reachable by keyboard.
    expect(figure.querySelector("pre")).toHaveAttribute("tabindex", "0");
    expect(figure.querySelector("pre")).not.toHaveAttribute("aria-label");
  });

  it("shows the placeholders unchanged when the reader has given no values", () => {
    render(<CodeBlock data-language="bash">{highlightedCurl}</CodeBlock>);
    expect(screen.getByRole("figure", { name: "bash code" })).toHaveTextContent(
      "token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU",
    );
  });

  it(
    "fills the reader's values into split highlight spans, " + "masks the token on screen and copies it in full",
    async () => {
      const user = userEvent.setup();
      const writeText = jest.spyOn(navigator.clipboard, "writeText");
      window.localStorage.setItem(KEY, JSON.stringify({ token: TOKEN, thing: THING, thingGroup: "" }));
      render(<CodeBlock data-language="bash">{highlightedCurl}</CodeBlock>);
      const figure = screen.getByRole("figure", { name: "bash code" });
      await waitFor(() => expect(figure).toHaveTextContent(`token=${MASKED_TOKEN}&thing=${THING}`));
      expect(figure).not.toHaveTextContent(TOKEN);
      // The highlighting survives: still three string spans, the Thing id alone in the last one.
      const strings = figure.querySelectorAll(".token.string");
      expect(strings).toHaveLength(3);
      expect(strings[2]).toHaveTextContent(`${THING}"`);
      await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenLastCalledWith(
        `curl "https://api.cloudloop.com/Data/GetMessageRecordsForThing?token=${TOKEN}&thing=${THING}"`,
      );
    },
  );

  it("renders a value holding markup as text, never as HTML", async () => {
    // Stored values are validated, so only a value set directly can carry markup: the code block still shows
    // characters.
    function Fill() {
      const { setValues } = useReaderValues();
      return (
        <button
          type="button"
          onClick={() => setValues({ token: "", thing: '<img src=x onerror="window.hacked=1">', thingGroup: "" })}
        >
          fill
        </button>
      );
    }
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Fill />
        <CodeBlock data-language="bash">
          <code>{'curl "https://api.cloudloop.com/x?thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"'}</code>
        </CodeBlock>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "fill" }));
    await waitFor(() =>
      expect(container.querySelector("pre")).toHaveTextContent('thing=<img src=x onerror="window.hacked=1">'),
    );
    expect(container.querySelector("img")).toBeNull();
  });

  it(
    "code kept from the server's HTML copies from its tree, " + "fills, and shows again when the values are forgotten",
    async () => {
      // The same sample as the build's tree: what a first load hydrates without drawing it.
      const tree: MdxTreeElement = [
        "code",
        { className: "language-bash code-highlight" },
        [
          "span",
          { className: "code-line" },
          ["span", { className: "token function" }, "curl"],
          " ",
          [
            "span",
            { className: "token string" },
            '"https://api.cloudloop.com/Data/GetMessageRecordsForThing?token=YOUR_',
          ],
          ["span", { className: "token string" }, "API_TOKEN&thing="],
          ["span", { className: "token string" }, 'TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"'],
          "\n",
        ],
      ];
      function Values() {
        const { setValues } = useReaderValues();
        return (
          <>
            <button type="button" onClick={() => setValues({ token: TOKEN, thing: THING, thingGroup: "" })}>
              fill
            </button>
            <button type="button" onClick={() => setValues({ token: "", thing: "", thingGroup: "" })}>
              forget
            </button>
          </>
        );
      }
      const page = (code: ReactElement) => (
        <ReaderValuesProvider storageKey={KEY}>
          <Values />
          <CodeBlock data-language="bash">{code}</CodeBlock>
        </ReaderValuesProvider>
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(page(renderPlainNode(tree) as ReactElement));
      document.body.append(container);
      // React (unlike Preact, which ships) reports the empty inner HTML it was told to keep as a difference.
      const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
      const root = await act(async () => hydrateRoot(container, page(elementKeepingServerHtml(tree))));
      errors.mockRestore();
      const user = userEvent.setup();
      const writeText = jest.spyOn(navigator.clipboard, "writeText");
      await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenLastCalledWith(
        'curl "https://api.cloudloop.com/Data/GetMessageRecordsForThing' +
          '?token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"',
      );
      await user.click(screen.getByRole("button", { name: "fill" }));
      const figure = screen.getByRole("figure", { name: "bash code" });
      await waitFor(() => expect(figure).toHaveTextContent(`token=${MASKED_TOKEN}&thing=${THING}`));
      expect(figure.querySelectorAll(".token.string")).toHaveLength(3);
      await user.click(screen.getByRole("button", { name: "forget" }));
      expect(figure).toHaveTextContent("token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU");
      expect(figure.querySelectorAll(".token.string")).toHaveLength(3);
      act(() => root.unmount());
      container.remove();
    },
  );
});
