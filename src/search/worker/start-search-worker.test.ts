import { startSearchWorkerEarly, takeSearchWorker } from "./start-search-worker";

/** A stand-in for the browser's Worker: each one made is kept, and a test can fail its script. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly listeners: Array<() => void> = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: () => void): void {
    if (type === "error") this.listeners.push(listener);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
  failToLoad(): void {
    this.listeners.forEach((listener) => listener());
  }
}

describe("the search worker started on intent", () => {
  beforeEach(() => {
    FakeWorker.made = [];
    Object.assign(globalThis, { Worker: FakeWorker });
  });
  afterEach(() => {
    takeSearchWorker();
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  it("is started once, then handed to the client once; the next client gets a new one", () => {
    startSearchWorkerEarly();
    startSearchWorkerEarly();
    expect(FakeWorker.made).toHaveLength(1);
    expect(takeSearchWorker()).toBe(FakeWorker.made[0]);
    expect(FakeWorker.made).toHaveLength(1);
    expect(takeSearchWorker()).toBe(FakeWorker.made[1]);
  });

  it("is not handed out when its script failed to load before the client took it: the client gets a new one", () => {
    startSearchWorkerEarly();
    FakeWorker.made[0]?.failToLoad();
    const taken = takeSearchWorker();
    expect(FakeWorker.made).toHaveLength(2);
    expect(taken).toBe(FakeWorker.made[1]);
  });

  it("gives the client a worker of its own where none was started early, and none where there are no workers", () => {
    expect(takeSearchWorker()).toBe(FakeWorker.made[0]);
    delete (globalThis as { Worker?: unknown }).Worker;
    startSearchWorkerEarly();
    expect(takeSearchWorker()).toBeNull();
  });
});
