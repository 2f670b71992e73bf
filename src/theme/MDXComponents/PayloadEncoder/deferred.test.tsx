import { TextDecoder, TextEncoder } from "util";
import { act, render, screen } from "@testing-library/react";
import { ReaderValuesProvider } from "../../contexts/readerValues";
import DeferredPayloadEncoder, { LOAD_AHEAD } from "./deferred";

// jsdom lacks the encoding API every browser has.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const renderDeferred = () =>
  render(
    <ReaderValuesProvider>
      <DeferredPayloadEncoder />
    </ReaderValuesProvider>,
  );

type Watcher = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  watched: Element[];
  disconnected: boolean;
};

describe("DeferredPayloadEncoder", () => {
  let watchers: Watcher[];

  beforeEach(() => {
    watchers = [];
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      private readonly watcher: Watcher;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watcher = { callback, options, watched: [], disconnected: false };
        watchers.push(this.watcher);
      }
      observe(element: Element) {
        this.watcher.watched.push(element);
      }
      disconnect() {
        this.watcher.disconnected = true;
      }
    };
  });

  afterEach(() => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it("loads the encoder only once its place comes within a screen of the reader's", async () => {
    const { container } = renderDeferred();
    const [watcher] = watchers;
    expect(watcher?.options?.rootMargin).toBe(LOAD_AHEAD);
    expect(watcher?.watched).toEqual([container.querySelector(".payload-encoder-place")]);
    expect(screen.queryByRole("form")).toBeNull();
    act(() => watcher?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByRole("textbox", { name: "Payload" })).toBeNull();
    act(() => watcher?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(watcher?.disconnected).toBe(true);
    expect(await screen.findByRole("textbox", { name: "Payload" })).toBeInTheDocument();
  });

  it("loads at once where the browser cannot watch the screen", async () => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderDeferred();
    expect(await screen.findByRole("textbox", { name: "Payload" })).toBeInTheDocument();
  });
});
