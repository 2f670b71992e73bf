import {
  catchInternalLinks,
  currentPageOf,
  isInternalPagePath,
  pageOfClick,
  prefetchLinksInView,
  prefetchLinksInViewOfEachPage,
} from "./internal-links";

const click = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

function anchor(html: string): HTMLAnchorElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder.querySelector("a") as HTMLAnchorElement;
}

describe("internal links", () => {
  it("tell a site page's address from a file, another site or a fragment", () => {
    const pages = ["/docs/api/overview", "/docs/api/overview#limits", "/search?q=token"];
    const others = [
      "/cloudloop.postman_collection.json",
      "/docs/api/overview.md",
      "//cdn.example.com/docs",
      "https://example.com/docs",
      "#limits",
    ];
    expect(pages.filter(isInternalPagePath)).toEqual(pages);
    expect(others.filter(isInternalPagePath)).toEqual([]);
  });

  it("opens a page in place only for a plain left click on a same-tab, non-download link", () => {
    expect(pageOfClick(click, anchor('<a href="/docs/a#b">a</a>'))).toBe("/docs/a#b");
    expect(pageOfClick({ ...click, defaultPrevented: true }, anchor('<a href="/docs/a">a</a>'))).toBeNull();
    expect(pageOfClick({ ...click, button: 1 }, anchor('<a href="/docs/a">a</a>'))).toBeNull();
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(pageOfClick({ ...click, [key]: true }, anchor('<a href="/docs/a">a</a>'))).toBeNull();
    expect(pageOfClick(click, anchor('<a href="/docs/a" target="_blank">a</a>'))).toBeNull();
    expect(pageOfClick(click, anchor('<a href="/docs/a" target="_self">a</a>'))).toBe("/docs/a");
    expect(pageOfClick(click, anchor('<a href="/docs/a" download>a</a>'))).toBeNull();
    expect(pageOfClick(click, anchor('<a href="https://example.com/">a</a>'))).toBeNull();
  });

  it("navigates on a click no component took and prefetches on intent, until stopped", () => {
    document.body.innerHTML =
      '<p><a href="/docs/api/overview#limits"><strong>Limits</strong></a> ' +
      '<a href="https://example.com/">out</a> <a href="/docs/taken">taken</a></p>';
    const navigate = jest.fn();
    const prefetch = jest.fn();
    const stop = catchInternalLinks(document, { navigate, prefetch });
    const [internal, external, taken] = [...document.querySelectorAll("a")] as HTMLAnchorElement[];
    taken?.addEventListener("click", (event) => event.preventDefault());
    const inner = internal?.querySelector("strong") as HTMLElement;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    inner.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/docs/api/overview#limits", { replace: false });
    inner.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith("/docs/api/overview");
    // jsdom does not navigate; keep the check on our handler
    external?.addEventListener("click", (clicked) => clicked.preventDefault());
    external?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    taken?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
    inner.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("marks a link to the page on screen as current, by Gatsby's Link rule (same path, encoded)", () => {
    expect(currentPageOf("/docs/data", "/docs/data")).toBe("page");
    expect(currentPageOf("/", "/")).toBe("page");
    expect(currentPageOf("/docs/a b", "/docs/a%20b")).toBe("page");
    expect(currentPageOf("/docs/data", "/docs/data/")).toBeUndefined();
    expect(currentPageOf("/docs/data#x", "/docs/data")).toBeUndefined();
    expect(currentPageOf("/", "/docs/data")).toBeUndefined();
  });

  it("opens a link to the page on screen in place of its history entry, as Gatsby's Link does", () => {
    window.history.pushState(null, "", "/docs/here");
    document.body.innerHTML =
      '<nav><a href="/docs/here">here</a><a href="/docs/here#part">part</a><a href="/docs/there">there</a></nav>';
    const navigate = jest.fn();
    const stop = catchInternalLinks(document, { navigate, prefetch: jest.fn() });
    for (const link of document.querySelectorAll("a"))
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate.mock.calls).toEqual([
      ["/docs/here", { replace: true }],
      ["/docs/here#part", { replace: false }],
      ["/docs/there", { replace: false }],
    ]);
    stop();
    window.history.pushState(null, "", "/");
  });

  it("prefetches each internal page link once it comes into view", () => {
    document.body.innerHTML =
      '<article><a href="/docs/a#x">a</a><a href="/docs/b">b</a><a href="/file.postman_collection.json">file</a>' +
      '<a href="https://example.com/">out</a></article>';
    const observed: Element[] = [];
    let report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void = () => undefined;
    const unobserve = jest.fn();
    const disconnect = jest.fn();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve = unobserve;
      disconnect = disconnect;
    };
    const prefetch = jest.fn();
    const stop = prefetchLinksInView(document.querySelector("article") as Element, prefetch);
    expect(observed.map((element) => element.getAttribute("href"))).toEqual(["/docs/a#x", "/docs/b"]);
    report([
      { isIntersecting: true, target: observed[0] as Element },
      { isIntersecting: false, target: observed[1] as Element },
    ]);
    expect(prefetch.mock.calls).toEqual([["/docs/a"]]);
    expect(unobserve).toHaveBeenCalledWith(observed[0]);
    stop();
    expect(disconnect).toHaveBeenCalled();
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it("watches the links in view of each page shown once idle, stopping the previous page's watch", () => {
    const disconnect = jest.fn();
    const observed: Element[] = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve = jest.fn();
      disconnect = disconnect;
    };
    const idle: Array<() => void> = [];
    const cancelled: number[] = [];
    const whenIdle = (work: () => void) => {
      const index = idle.push(work) - 1;
      return () => cancelled.push(index);
    };
    const pageShown = prefetchLinksInViewOfEachPage(document, jest.fn(), whenIdle);
    document.body.innerHTML = '<a href="/docs/a">a</a>';
    pageShown();
    expect(observed).toEqual([]);
    idle[0]?.();
    expect(observed.map((element) => element.getAttribute("href"))).toEqual(["/docs/a"]);
    document.body.innerHTML = '<a href="/docs/b">b</a>';
    pageShown();
    expect(disconnect).toHaveBeenCalledTimes(1);
    pageShown(); // a route update before the browser was idle: the pending watch never starts
    expect(cancelled).toEqual([0, 1]);
    idle[2]?.();
    expect(observed.map((element) => element.getAttribute("href"))).toEqual(["/docs/a", "/docs/b"]);
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});
