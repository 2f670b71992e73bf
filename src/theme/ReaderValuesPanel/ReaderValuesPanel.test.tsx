import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReaderValuesProvider } from "../contexts/readerValues";
import CodeBlock from "../MDXComponents/CodeBlock";
import ReaderValuesPanel from ".";

const KEY = "test-panel-values";
const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const MASKED_TOKEN = "••••••••-••••-••••-••••-••••••••4a5b";
const THING = "ReaderThingId0000000000000000001";
const GROUP = "ReaderGroupId0000000000000000001";

function renderPanel() {
  return render(
    <ReaderValuesProvider storageKey={KEY}>
      <ReaderValuesPanel />
      <CodeBlock data-language="bash">
        <code>
          {'curl "https://api.cloudloop.com/Data/DoSendSbdMessageForThingGroup?token=YOUR_API_TOKEN' +
            '&thingGroup=CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ&message=48"'}
        </code>
      </CodeBlock>
    </ReaderValuesProvider>,
  );
}

/** Opens the disclosure; its form's code loads then. */
const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByText("Your values"));
  await screen.findByLabelText("API token");
};

describe("ReaderValuesPanel", () => {
  beforeEach(() => window.localStorage.clear());

  it("is a closed disclosure that says the samples show placeholders, its form loaded when first opened", async () => {
    renderPanel();
    const details = screen.getByText("Your values").closest("details");
    expect(details).not.toHaveAttribute("open");
    expect(details).toHaveTextContent("Show your own API token and ids in every code sample.");
    expect(screen.queryByLabelText("API token")).toBeNull();
    await open(userEvent.setup());
    expect(details).toHaveAttribute("open");
  });

  it("stores valid values, fills the samples and says so", async () => {
    const user = userEvent.setup();
    renderPanel();
    await open(user);
    await user.type(screen.getByLabelText("API token"), `  ${TOKEN} `);
    await user.type(screen.getByLabelText("Thing Group id"), GROUP);
    await user.click(screen.getByRole("button", { name: "Use these values" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Saved in this browser. The code samples on every page now show your values.",
    );
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "null")).toEqual({
      token: TOKEN,
      thing: "",
      thingGroup: GROUP,
    });
    expect(screen.getByRole("figure", { name: "bash code" })).toHaveTextContent(
      `token=${MASKED_TOKEN}&thingGroup=${GROUP}`,
    );
    expect(screen.getByText("Your values").closest("summary")).toHaveTextContent(
      "The code samples show your API token (…4a5b) and Thing Group id.",
    );
  });

  it("masks the token except while it is being edited", async () => {
    const user = userEvent.setup();
    renderPanel();
    await open(user);
    const token = screen.getByLabelText("API token");
    expect(token).toHaveAttribute("type", "password");
    await user.click(token);
    expect(token).toHaveAttribute("type", "text");
    await user.click(screen.getByLabelText("Thing id"));
    expect(token).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Thing id")).toHaveAttribute("type", "text");
  });

  it(
    "refuses values of the wrong shape with a message tied to the field, " + "and keeps the samples as they were",
    async () => {
      const user = userEvent.setup();
      renderPanel();
      await open(user);
      await user.type(screen.getByLabelText("Thing id"), "<img src=x onerror=alert(1)>");
      await user.click(screen.getByRole("button", { name: "Use these values" }));
      const thing = screen.getByLabelText("Thing id");
      expect(thing).toHaveAttribute("aria-invalid", "true");
      expect(thing).toHaveFocus();
      expect(thing).toHaveAccessibleDescription(
        "32 letters and digits, case-sensitive. " +
          "A Thing id has exactly 32 letters and digits; character 1 is not a letter or digit.",
      );
      expect(document.querySelector("img")).toBeNull();
      expect(window.localStorage.getItem(KEY)).toBeNull();
      expect(screen.getByRole("figure", { name: "bash code" })).toHaveTextContent("token=YOUR_API_TOKEN");
    },
  );

  it("forgets every value at once", async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ token: TOKEN, thing: THING, thingGroup: GROUP }));
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(screen.getByRole("figure", { name: "bash code" })).toHaveTextContent(GROUP));
    await open(user);
    expect(screen.getByLabelText("Thing id")).toHaveValue(THING);
    await user.click(screen.getByRole("button", { name: "Forget my values" }));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByLabelText("API token")).toHaveValue("");
    expect(screen.getByLabelText("Thing id")).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Forgotten. The code samples show the placeholders again.");
    expect(screen.getByRole("figure", { name: "bash code" })).toHaveTextContent(
      "token=YOUR_API_TOKEN&thingGroup=CsMehGAkWvj7FAc9QeWJKY40uvSwMFLZ",
    );
  });
});
