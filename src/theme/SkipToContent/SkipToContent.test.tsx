import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SkipToContent, { MAIN_CONTENT_ID } from ".";

describe("SkipToContent", () => {
  it("is the first stop of the keyboard and moves focus to the main content", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipToContent />
        <a href="/elsewhere">Navbar link</a>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", "#main-content");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
