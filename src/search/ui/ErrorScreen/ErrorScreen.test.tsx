import { render, screen } from "@testing-library/react";
import ErrorScreen from ".";
import { ERROR_HELP, ERROR_TITLE } from "../../errors";

describe("ErrorScreen", () => {
  it("shows the spec's texts and the cause when known", () => {
    render(<ErrorScreen cause="Connection timeout" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(ERROR_TITLE);
    expect(alert).toHaveTextContent(ERROR_HELP);
    expect(alert).toHaveTextContent("Connection timeout");
  });

  it("shows no cause line when the cause is unknown", () => {
    render(<ErrorScreen cause={null} />);
    expect(screen.getByRole("alert").querySelectorAll("p")).toHaveLength(2);
  });
});
