import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AssetLoadError from ".";

describe("AssetLoadError", () => {
  it("shows the error text and calls back on Retry", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<AssetLoadError error="Failed to fetch page data" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch page data");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
