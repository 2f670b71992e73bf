import { render, screen } from "@testing-library/react";
import { createContext } from "react";
import { requiredContextHook } from "./requiredContext";

type Greeting = { readonly text: string };
const GreetingContext = createContext<Greeting | null>(null);
const useGreeting = requiredContextHook(GreetingContext, "Greeting");

function GreetingText() {
  return <p>{useGreeting().text}</p>;
}

describe("requiredContextHook", () => {
  it("reads the value of the nearest provider", () => {
    render(
      <GreetingContext.Provider value={{ text: "Hello" }}>
        <GreetingText />
      </GreetingContext.Provider>,
    );
    expect(screen.getByText("Hello")).toBeInTheDocument();
  });

  it("names the hook and the provider it needs when read outside one", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<GreetingText />)).toThrow("useGreeting must be used inside <GreetingProvider>");
    (console.error as jest.Mock).mockRestore();
  });
});
