/** @jest-environment node */
import { describeSample, listApiSamples, pointSampleAt } from "./samples";

const page = [
  "## Send a message",
  "",
  '<Tabs groupId="language">',
  '<TabItem value="curl" label="curl">',
  "",
  "```bash",
  'curl "https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN"',
  "```",
  "",
  "</TabItem>",
  '<TabItem value="js" label="JavaScript">',
  "",
  "```js",
  'await fetch("https://api.cloudloop.com/Platform/Ping?token=YOUR_API_TOKEN");',
  "```",
  "",
  "</TabItem>",
  "</Tabs>",
  "",
  "### Decode",
  "",
  "```bash",
  "java -jar p6.jar --decode 48656C6C6F",
  "```",
  "",
  "```python",
  'requests.get("https://api.cloudloop.com/Platform/Ping")',
  "```",
].join("\n");

describe("listApiSamples", () => {
  it("lists the fences that call the API with their language, tab, heading and line in the file", () => {
    const samples = listApiSamples("content/docs/api/x.mdx", page, 6);
    expect(samples.map((sample) => [sample.language, sample.tab, sample.heading, sample.line])).toEqual([
      ["curl", "curl", "Send a message", 12],
      ["javascript", "JavaScript", "Send a message", 19],
      ["python", "python", "Decode", 32],
    ]);
    expect(describeSample(samples[1]!)).toBe("content/docs/api/x.mdx:19 (Send a message › JavaScript)");
  });
});

describe("pointSampleAt", () => {
  it("swaps only the API origin", () => {
    expect(pointSampleAt('fetch("https://api.cloudloop.com/Data/GetThings?token=T")', "http://127.0.0.1:4010")).toBe(
      'fetch("http://127.0.0.1:4010/Data/GetThings?token=T")',
    );
  });
});
