import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CodeBlock from ".";

describe("CodeBlock", () => {
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
    // jsdom has no layout, so give it the browser's innerText of block-level lines (each "\n" doubled) that once leaked into copies.
    Object.defineProperty(HTMLElement.prototype, "innerText", { configurable: true, get(this: HTMLElement) { return (this.textContent ?? "").replace(/\n/g, "\n\n"); } });
    render(
      <CodeBlock data-language="bash" className="language-bash">
        <code>
          <span className="code-line">{"curl \\\n"}</span>
          <span className="code-line">{'  "https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN"\n'}</span>
        </code>
      </CodeBlock>,
    );
    await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    expect(writeText).toHaveBeenLastCalledWith('curl \\\n  "https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN"');
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
});
