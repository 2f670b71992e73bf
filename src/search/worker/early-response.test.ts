import { withEarlyResponse } from "./early-response";

const response = (body: string): Response => ({ text: async () => body }) as unknown as Response;

describe("withEarlyResponse", () => {
  it("answers the first request for its url with the early response, then fetches", async () => {
    const fetched: string[] = [];
    const fetcher = withEarlyResponse("http://x/i.json", Promise.resolve(response("early")), async (url) => {
      fetched.push(url);
      return response(`fetched ${url}`);
    });
    expect(await (await fetcher("http://x/i.json")).text()).toBe("early");
    expect(await (await fetcher("http://x/i.json")).text()).toBe("fetched http://x/i.json");
    expect(await (await fetcher("http://x/i/terms-a.json")).text()).toBe("fetched http://x/i/terms-a.json");
    expect(fetched).toEqual(["http://x/i.json", "http://x/i/terms-a.json"]);
  });

  it("passes an early failure to the request that takes it, and fetches again after it", async () => {
    const fetcher = withEarlyResponse("u", Promise.reject(new TypeError("offline")), async () => response("again"));
    await expect(fetcher("u")).rejects.toThrow("offline");
    expect(await (await fetcher("u")).text()).toBe("again");
  });

  it("leaves other indexes to the fetcher and reports no failure it never handed out", async () => {
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    const fetcher = withEarlyResponse("u", Promise.reject(new TypeError("offline")), async () => response("other"));
    expect(await (await fetcher("v")).text()).toBe("other");
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
