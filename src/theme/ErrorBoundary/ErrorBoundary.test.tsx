import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ErrorBoundary from ".";

describe("ErrorBoundary", () => {
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the crash screen with the message, and Try again renders the page again", async () => {
    const user = userEvent.setup();
    let broken = true;
    function Page() {
      if (broken) throw new Error("Cannot read the doc", { cause: new Error("network down") });
      return <p>Page content</p>;
    }
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { level: 1, name: "This page crashed." })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Cannot read the doc");
    expect(alert).toHaveTextContent("Cause: network down");
    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the crash screen again when the retry fails too", async () => {
    const user = userEvent.setup();
    function Page(): never {
      throw new Error("still broken");
    }
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("alert")).toHaveTextContent("still broken");
  });

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
  });
});
