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
