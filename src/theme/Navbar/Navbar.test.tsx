import { render, screen } from "@testing-library/react";
import Navbar from ".";

describe("Navbar", () => {
  it("shows the brand, the Data link and the provider's site", () => {
    render(<Navbar pathname="/" />);
    expect(screen.getByRole("link", { name: "Cloudloop Knowledgebase home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Data" })).toHaveAttribute("href", "/docs/data");
    const provider = screen.getByRole("link", { name: /groundcontrol\.com/ });
    expect(provider).toHaveAttribute("href", "https://www.groundcontrol.com");
    expect(provider).toHaveAttribute("target", "_blank");
    expect(provider).toHaveAttribute("rel", "noopener noreferrer");
    expect(provider).toHaveTextContent("(opens in a new tab)");
  });

  it("marks the Data link active on docs pages", () => {
    render(<Navbar pathname="/docs/concepts/thing" />);
    expect(screen.getByRole("link", { name: "Data" })).toHaveClass("active");
  });
});
