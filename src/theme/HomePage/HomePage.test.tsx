import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { hydrateFirstLoad } from "../../__fixtures__/first-load";
import AreaIcon from "./AreaIcon";
import HomePage from ".";

// The area icons, counted: a card the browser draws renders its icon, a card kept from the server's HTML does not.
jest.mock("./AreaIcon", () => {
  const actual = jest.requireActual<typeof import("./AreaIcon")>("./AreaIcon");
  return { __esModule: true, default: jest.fn(actual.default) };
});

const HERO = { width: 560, height: 420, images: { fallback: { src: "/static/hero.png" } } };

describe("HomePage", () => {
  it("leads to the docs and lists every main area", () => {
    render(<HomePage heroImage={HERO} />);
    expect(screen.getByRole("heading", { level: 1, name: "Cloudloop Knowledgebase" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/docs/data");
    const region = screen.getByRole("region", { name: "Explore the documentation" });
    const areas = within(region).getAllByRole("heading", { level: 3 });
    expect(areas.map((area) => area.textContent)).toEqual([
      "Concepts",
      "Lingo",
      "Devices & Networks",
      "Destinations",
      "Protocols",
      "API",
      "User Interface",
      "Burst",
    ]);
    for (const link of within(region).getAllByRole("link")) expect(link.textContent?.length).toBeGreaterThan(40);
  });

  it("shows the hero illustration with a text alternative", () => {
    render(<HomePage heroImage={HERO} />);
    expect(
      screen.getByRole("img", { name: /Devices send messages through a satellite to Cloudloop/ }),
    ).toBeInTheDocument();
  });

  it("searches from the hero, with /search?q= as the no-JavaScript fallback", async () => {
    const user = userEvent.setup();
    render(<HomePage heroImage={HERO} />);
    const form = screen.getByRole("search", { name: "Search the docs" });
    expect(form).toHaveAttribute("action", "/search");
    const input = within(form).getByRole("searchbox", { name: "Search the documentation" });
    expect(input).toHaveAttribute("name", "q");
    expect(input).toHaveAttribute("maxlength", "64");
    await user.type(input, "long polling");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(navigate).toHaveBeenCalledWith("/search?q=long%20polling");
  });

  it("keeps the server's area cards on a first load and draws them after a client-side navigation", async () => {
    const drawnIcons = jest.mocked(AreaIcon);
    drawnIcons.mockClear();
    const { wrapper, end } = await hydrateFirstLoad(<HomePage heroImage={HERO} />);
    try {
      // Eight icons drawn by the server render, none by the hydration; the cards and their links are all there.
      expect(drawnIcons).toHaveBeenCalledTimes(8);
      const region = within(wrapper).getByRole("region", { name: "Explore the documentation" });
      expect(within(region).getAllByRole("link")).toHaveLength(8);
      expect(region.querySelectorAll("a svg")).toHaveLength(8);
    } finally {
      end();
    }
    document.documentElement.setAttribute("data-hydrated", "true");
    try {
      drawnIcons.mockClear();
      const { unmount } = render(<HomePage heroImage={HERO} />);
      expect(drawnIcons).toHaveBeenCalledTimes(8);
      expect(
        within(screen.getByRole("region", { name: "Explore the documentation" })).getAllByRole("link"),
      ).toHaveLength(8);
      unmount();
    } finally {
      document.documentElement.removeAttribute("data-hydrated");
    }
  });
});
