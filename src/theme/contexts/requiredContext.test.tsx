import fs from "fs";
import path from "path";
import { transformSync } from "@babel/core";
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

describe("the app-wide contexts under gatsby develop's hot reload", () => {
  // Prefresh's Babel plugin keeps one context per createContext call site: two contexts made at one site are one.
  const contextModules = ["colorMode.tsx", "docsNavigation.tsx", "readerValues.tsx"];
  const hotReloadKeys = (file: string): string[] => {
    const source = fs.readFileSync(path.join(__dirname, file), "utf8");
    const output =
      transformSync(source, {
        filename: path.join(__dirname, file),
        babelrc: false,
        configFile: false,
        presets: [
          ["@babel/preset-typescript", { isTSX: true, allExtensions: true }],
          ["@babel/preset-react", { runtime: "automatic" }],
        ],
        plugins: [["@prefresh/babel-plugin", { skipEnvCheck: true }]],
      })?.code ?? "";
    return [...new Set([...output.matchAll(/createContext\.(_[\w$]+)\s*=/g)].map((match) => match[1] ?? ""))];
  };

  it("gives each context a call site of its own", () => {
    const keys = contextModules.map(hotReloadKeys);
    expect(keys.map((found) => found.length)).toEqual([1, 1, 1]);
    expect(new Set(keys.flat()).size).toBe(contextModules.length);
    expect(hotReloadKeys("requiredContext.ts")).toEqual([]);
  });
});
