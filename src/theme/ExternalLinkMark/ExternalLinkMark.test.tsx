import { render, screen } from "@testing-library/react";
import ExternalLinkMark from ".";

describe("ExternalLinkMark", () => {
  it("tells screen readers the link opens a new tab and hides the icon from them", () => {
    render(
      <a href="https://www.groundcontrol.com" target="_blank" rel="noopener noreferrer">
        groundcontrol.com
        <ExternalLinkMark />
      </a>,
    );
    const link = screen.getByRole("link", { name: "groundcontrol.com (opens in a new tab)" });
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
