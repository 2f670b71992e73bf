import { render, screen } from "@testing-library/react";
import { createRequiredContext } from "./requiredContext";

const [GreetingContext, useGreeting] = createRequiredContext<{ readonly text: string }>("Greeting");

function Greeting() {
  return <p>{useGreeting().text}</p>;
}

describe("createRequiredContext", () => {
  it("reads the value of the nearest provider", () => {
    render(
      <GreetingContext.Provider value={{ text: "Hello" }}>
        <Greeting />
      </GreetingContext.Provider>,
    );
    expect(screen.getByText("Hello")).toBeInTheDocument();
  });

  it("names the hook and the provider it needs when read outside one", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow("useGreeting must be used inside <GreetingProvider>");
    (console.error as jest.Mock).mockRestore();
  });
});
