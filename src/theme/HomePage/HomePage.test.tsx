import { render, screen, within } from "@testing-library/react";
import HomePage from ".";

describe("HomePage", () => {
  it("leads to the docs and lists every main area", () => {
    render(<HomePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Cloudloop Knowledgebase" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/docs/data");
    const areas = within(screen.getByRole("region", { name: "Explore the documentation" })).getAllByRole("heading", { level: 3 });
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
  });
});
