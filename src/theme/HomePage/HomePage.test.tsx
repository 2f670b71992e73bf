import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import HomePage from ".";

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
});
