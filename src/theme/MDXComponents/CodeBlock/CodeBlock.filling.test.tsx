// The filling code is a chunk of its own, fetched once a reader has values: a failed fetch must leave the samples as
// published (on screen and in the copy), and the next values try again. Its own file: it resets the module registry.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReaderValuesProvider } from "../../contexts/readerValues";
import CodeBlock from ".";

let mockFillingFails = true;
jest.mock("./filling", () => {
  if (mockFillingFails) throw new Error("Loading chunk filling failed");
  return jest.requireActual("./filling");
});

const KEY = "test-code-block-filling";
const PUBLISHED =
  'curl "https://api.cloudloop.com/Data/GetMessageRecordsForThing' +
  '?token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU"';
const THING = "ReaderThingId0000000000000000001";

it("keeps the published sample while the filling code cannot load, and fills it once it can", async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, "writeText");
  window.localStorage.setItem(KEY, JSON.stringify({ token: "", thing: THING, thingGroup: "" }));
  render(
    <ReaderValuesProvider storageKey={KEY}>
      <CodeBlock data-language="bash">
        <code>{PUBLISHED}</code>
      </CodeBlock>
    </ReaderValuesProvider>,
  );
  const figure = screen.getByRole("figure", { name: "bash code" });
  await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
  expect(writeText).toHaveBeenLastCalledWith(PUBLISHED);
  expect(figure).toHaveTextContent(PUBLISHED);

  mockFillingFails = false;
  jest.resetModules();
  const next = THING.replace(/1$/, "2");
  window.localStorage.setItem(KEY, JSON.stringify({ token: "", thing: next, thingGroup: "" }));
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
  });
  await waitFor(() => expect(figure).toHaveTextContent(`thing=${next}`));
  // The first copy's confirmation may still show.
  await user.click(screen.getByRole("button", { name: /^(Copy code to clipboard|Copied)$/ }));
  expect(writeText).toHaveBeenLastCalledWith(PUBLISHED.replace("TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU", next));
});
