import { TextDecoder, TextEncoder } from "util";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReaderValuesProvider } from "../../contexts/readerValues";
import PayloadEncoder from ".";

// jsdom lacks the encoding API every browser has.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const KEY = "test-encoder-values";
const TOKEN = "0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const MASKED_TOKEN = "••••••••-••••-••••-••••-••••••••4a5b";
const THING = "ReaderThingId0000000000000000001";

const renderEncoder = (initialText?: string) =>
  render(
    <ReaderValuesProvider storageKey={KEY}>
      <PayloadEncoder initialText={initialText} />
    </ReaderValuesProvider>,
  );

const block = (name: string) => screen.getByRole("figure", { name });
const payload = () => screen.getByRole("textbox", { name: "Payload" });

describe("PayloadEncoder", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the example's bytes as lower-case hex and Base64, the size against SBD and the SBD request", () => {
    renderEncoder();
    expect(block("Hex")).toHaveTextContent("48656c6c6f2066726f6d2062617365");
    expect(block("Base64")).toHaveTextContent("SGVsbG8gZnJvbSBiYXNl");
    expect(screen.getByRole("status")).toHaveTextContent("15 bytes of the 270 bytes SBD allows.");
    expect(screen.getByRole("meter", { name: "Size against the SBD limit" })).toHaveAttribute("value", "15");
    expect(block("Request: Data/DoSendSbdMessage")).toHaveTextContent(
      'curl "https://api.cloudloop.com/Data/DoSendSbdMessage' +
        "?token=YOUR_API_TOKEN&thing=TeKdNnFRIBXuDL7DxtpYlSXpfKtHF4vU" +
        '&message=48656c6c6f2066726f6d2062617365"',
    );
  });

  it("writes the IMT request with URL-encoded Base64 and the reader's values, copying the token in full", async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ token: TOKEN, thing: THING, thingGroup: "" }));
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    renderEncoder("Valve 2 open?");
    await user.click(screen.getByRole("radio", { name: "IMT: RockREMOTE (Base64)" }));
    const request = block("Request: Data/DoSendImtMessage");
    await waitFor(() =>
      expect(request).toHaveTextContent(`token=${MASKED_TOKEN}&thing=${THING}&message=VmFsdmUgMiBvcGVuPw%3D%3D`),
    );
    await user.click(within(request).getByRole("button", { name: "Copy code to clipboard" }));
    expect(writeText).toHaveBeenLastCalledWith(
      `curl "https://api.cloudloop.com/Data/DoSendImtMessage?token=${TOKEN}&thing=${THING}` +
        `&message=VmFsdmUgMiBvcGVuPw%3D%3D"`,
    );
    expect(screen.getByRole("status")).toHaveTextContent("13 bytes of the 102,400 bytes IMT allows.");
  });

  it("reads pasted hex and reports the first bad character's position", async () => {
    const user = userEvent.setup();
    renderEncoder();
    await user.click(screen.getByRole("radio", { name: "Hex" }));
    // Switching keeps the bytes, written in the new format.
    expect(payload()).toHaveValue("48656c6c6f2066726f6d2062617365");
    await user.clear(payload());
    await user.type(payload(), "de ad zz");
    expect(payload()).toHaveAttribute("aria-invalid", "true");
    expect(payload()).toHaveAccessibleDescription(
      'Character 7 ("z") is not a hexadecimal digit. Hex uses only 0–9 and A–F.',
    );
    expect(screen.queryByRole("figure", { name: "Hex" })).toBeNull();
    await user.clear(payload());
    await user.type(payload(), "de ad be ef");
    expect(block("Hex")).toHaveTextContent("deadbeef");
    expect(block("Base64")).toHaveTextContent("3q2+7w==");
  });

  it("reports bad Base64 with the position and keeps bytes that are not text when switching to text", async () => {
    const user = userEvent.setup();
    renderEncoder();
    await user.click(screen.getByRole("radio", { name: "Base64" }));
    expect(payload()).toHaveValue("SGVsbG8gZnJvbSBiYXNl");
    fireEvent.change(payload(), { target: { value: "SGVs!G8=" } });
    expect(payload()).toHaveAccessibleDescription(
      'Character 5 ("!") is not Base64. Base64 uses A–Z, a–z, 0–9, + and /.',
    );
    fireEvent.change(payload(), { target: { value: "//79" } });
    await user.click(screen.getByRole("radio", { name: "Text (sent as UTF-8)" }));
    expect(payload()).toHaveValue("//79");
    expect(payload()).toHaveAccessibleDescription(
      "These bytes are not UTF-8 text, so the box keeps them as they were.",
    );
  });

  it("says by how much a payload is over the limit and offers no request", async () => {
    const user = userEvent.setup();
    renderEncoder("x".repeat(271));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Too large for SBD: 271 bytes is 1 byte over the 270-byte limit.",
    );
    expect(screen.queryByRole("figure", { name: /^Request/ })).toBeNull();
    expect(screen.getByText("No request: the payload does not fit SBD.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "IMT: RockREMOTE (Base64)" }));
    expect(block("Request: Data/DoSendImtMessage")).toBeInTheDocument();
  });

  it("warns between 100,000 and 102,400 bytes of IMT, and stops above", async () => {
    const user = userEvent.setup();
    renderEncoder();
    await user.click(screen.getByRole("radio", { name: "IMT: RockREMOTE (Base64)" }));
    fireEvent.change(payload(), { target: { value: "a".repeat(100_001) } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Over 100,000 bytes: within the limit only if a kilobyte is 1,024 bytes.",
    );
    fireEvent.change(payload(), { target: { value: "a".repeat(102_401) } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Too large for IMT: 102,401 bytes is 1 byte over the 102,400-byte limit. Send it in parts.",
    );
  });

  it("asks for a payload when the box is empty", async () => {
    const user = userEvent.setup();
    renderEncoder();
    await user.clear(payload());
    expect(screen.getByText("Type or paste a payload to see its bytes and the request.")).toBeInTheDocument();
    expect(screen.queryAllByRole("figure")).toHaveLength(0);
  });
});
