import { setResultsNoindex } from "./robots-meta";

describe("setResultsNoindex", () => {
  afterEach(() => setResultsNoindex(document, false));

  it("adds one robots noindex tag while results are shown and removes it after", () => {
    setResultsNoindex(document, true);
    setResultsNoindex(document, true);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    setResultsNoindex(document, false);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("leaves a robots tag it did not add", () => {
    const own = document.createElement("meta");
    own.name = "robots";
    own.content = "nofollow";
    document.head.appendChild(own);
    setResultsNoindex(document, false);
    expect(document.head.querySelector('meta[name="robots"]')).toBe(own);
    own.remove();
  });
});
