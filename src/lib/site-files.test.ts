import fs from "fs";
import path from "path";
import { siteConfig } from "../config/site";

describe("static/robots.txt", () => {
  const robots = fs.readFileSync(path.join(__dirname, "..", "..", "static", "robots.txt"), "utf8");

  it("lets every crawler in and points to the sitemap on the configured origin", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteConfig.url.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"));
  });
});
