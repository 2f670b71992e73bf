import { renderHook } from "@testing-library/react";
import { __setStaticQueryResult } from "../../__mocks__/gatsby";
import { testSidebar } from "../../__fixtures__/sidebar";
import { useDocsPageData, useDocsVersion } from "./useDocsVersion";

const version = {
  name: "current",
  label: "Next",
  path: "/docs",
  isLast: true,
  mainDocId: "data",
  docs: [],
  sidebars: { docs: testSidebar },
  draftIds: [],
};

describe("useDocsVersion", () => {
  it("reads the version, its sidebar and the data a docs page needs", () => {
    __setStaticQueryResult({ docsVersion: version });
    expect(renderHook(() => useDocsVersion()).result.current.label).toBe("Next");
    const { result, rerender } = renderHook(() => useDocsPageData());
    const first = result.current;
    expect(first).toEqual({ sidebar: testSidebar, version: { name: "current", available: ["current"] } });
    rerender();
    expect(result.current).toBe(first);
  });

  it("reports a missing DocsVersion node as a configuration error", () => {
    __setStaticQueryResult({ docsVersion: null });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useDocsVersion())).toThrow("Configuration error: the DocsVersion node is missing");
    jest.restoreAllMocks();
  });
});
