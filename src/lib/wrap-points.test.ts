import { splitAtWrapPoints } from "./wrap-points";

describe("splitAtWrapPoints", () => {
  it("cuts after every slash and dot, never inside a word", () => {
    expect(splitAtWrapPoints("Data/DoSendSbdMessage")).toEqual(["Data/", "DoSendSbdMessage"]);
    expect(splitAtWrapPoints("mo.sbd.payload")).toEqual(["mo.", "sbd.", "payload"]);
    expect(splitAtWrapPoints("secondaryOver50")).toEqual(["secondaryOver50"]);
  });

  it("keeps runs of separators together and makes no empty part at the ends", () => {
    expect(splitAtWrapPoints("/Data/")).toEqual(["/", "Data/"]);
    expect(splitAtWrapPoints("../x")).toEqual(["../", "x"]);
    expect(splitAtWrapPoints("")).toEqual([]);
  });

  it("also cuts between camel-case words when asked", () => {
    expect(splitAtWrapPoints("Data/DoSendSbdMessageForThing", { camelCase: true })).toEqual([
      "Data/",
      "Do",
      "Send",
      "Sbd",
      "Message",
      "For",
      "Thing",
    ]);
    expect(splitAtWrapPoints("IES MO message", { camelCase: true })).toEqual(["IES MO message"]);
    expect(splitAtWrapPoints("p6 v2Status", { camelCase: true })).toEqual(["p6 v2", "Status"]);
  });

  it("gives the text back when the parts are joined", () => {
    for (const text of ["a/b.c/d", "GET /Platform/Ping?token=x", "secondaryOver50", "x.y."]) {
      expect(splitAtWrapPoints(text, { camelCase: true }).join("")).toBe(text);
    }
  });
});
