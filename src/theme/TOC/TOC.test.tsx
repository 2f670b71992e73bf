import { act, render, screen, waitFor, within } from "@testing-library/react";
import TOC from ".";
import { buildToc } from "../../lib/toc";

const items = buildToc(
  [
    { depth: 2, value: "What a Thing is", id: "what-a-thing-is" },
    { depth: 3, value: "Identifiers", id: "identifiers" },
    { depth: 2, value: "Lifecycle", id: "lifecycle" },
  ],
  { minHeadingLevel: 2, maxHeadingLevel: 3 },
);

function placeHeadings(tops: Record<string, number>): void {
  document.body.querySelectorAll("[data-heading]").forEach((element) => element.remove());
  for (const [id, top] of Object.entries(tops)) {
    const heading = document.createElement("h2");
    heading.id = id;
    heading.dataset.heading = "";
    heading.getBoundingClientRect = () => ({
      top,
      bottom: top + 30,
      left: 0,
      right: 0,
      width: 0,
      height: 30,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    document.body.appendChild(heading);
  }
}

describe("TOC", () => {
  it("links every h2 and h3, nested", () => {
    render(<TOC items={items} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["What a Thing is", "#what-a-thing-is"],
      ["Identifiers", "#identifiers"],
      ["Lifecycle", "#lifecycle"],
    ]);
    expect(
      within(nav).getByRole("link", { name: "Identifiers" }).closest("ul")?.parentElement?.closest("li"),
    ).toHaveTextContent(/^What a Thing is/);
  });

  it("highlights the heading in view as the reader scrolls", async () => {
    placeHeadings({ "what-a-thing-is": 200, identifiers: 900, lifecycle: 1500 });
    render(<TOC items={items} />);
    // The first reading waits for an idle moment (here the fallback timer), not for the render.
    expect(screen.getByRole("link", { name: "What a Thing is" })).not.toHaveAttribute("aria-current");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "What a Thing is" })).toHaveAttribute("aria-current", "true"),
    );
    placeHeadings({ "what-a-thing-is": -700, identifiers: 40, lifecycle: 600 });
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));
    });
    expect(screen.getByRole("link", { name: "Identifiers" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "What a Thing is" })).not.toHaveAttribute("aria-current");
  });

  it("renders nothing for a page without headings", () => {
    const { container } = render(<TOC items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lets a long identifier wrap after slashes and between camel-case words, keeping its text", () => {
    render(
      <TOC
        items={buildToc([{ depth: 2, value: "Data/DoSendSbdMessageForThing", id: "send" }], {
          minHeadingLevel: 2,
          maxHeadingLevel: 3,
        })}
      />,
    );
    const link = screen.getAllByRole("link").find((element) => element.getAttribute("href") === "#send");
    expect(link).toHaveTextContent(/^Data\/DoSendSbdMessageForThing$/);
    expect(link?.querySelectorAll("wbr")).toHaveLength(6);
    expect(link?.innerHTML).toBe("Data/<wbr>Do<wbr>Send<wbr>Sbd<wbr>Message<wbr>For<wbr>Thing");
  });
});
