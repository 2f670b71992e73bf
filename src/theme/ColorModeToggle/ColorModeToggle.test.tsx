import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ColorModeToggle from ".";
import { resetColorMode, setPrefersDark } from "../../__fixtures__/browser";
import { ColorModeProvider, useColorMode } from "../contexts/colorMode";

function Mode() {
  return <output aria-label="mode">{useColorMode().mode}</output>;
}

const settings = { defaultMode: "light" as const, respectPrefersColorScheme: true, storageKey: "theme" };

async function renderToggle(options = settings) {
  await act(async () => {
    render(
      <ColorModeProvider settings={options}>
        <ColorModeToggle />
        <Mode />
      </ColorModeProvider>,
    );
  });
}

describe("ColorModeToggle", () => {
  beforeEach(() => {
    resetColorMode();
    setPrefersDark(true);
  });

  it("starts in light mode by default", async () => {
    await renderToggle();
    expect(
      screen.getByRole("button", { name: "Switch between dark and light mode (currently light mode)" }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("cycles light → dark → system → light, storing and applying each choice", async () => {
    const user = userEvent.setup();
    await renderToggle();
    const button = screen.getByRole("button", { name: /Switch between dark and light mode/ });
    await user.click(button);
    expect(button).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    await user.click(button);
    expect(button).toHaveAccessibleName("Switch between dark and light mode (currently system mode)");
    expect(window.localStorage.getItem("theme")).toBe("system");
    expect(document.documentElement).toHaveAttribute("data-theme-choice", "system");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(screen.getByRole("status", { name: "mode" })).toHaveTextContent("dark");
    await user.click(button);
    expect(button).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });

  it("toggles only light and dark when the system preference is not respected", async () => {
    const user = userEvent.setup();
    await renderToggle({ ...settings, respectPrefersColorScheme: false });
    const button = screen.getByRole("button", { name: /Switch between dark and light mode/ });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("picks up the stored choice after mounting", async () => {
    window.localStorage.setItem("theme", "dark");
    await renderToggle();
    expect(
      screen.getByRole("button", { name: "Switch between dark and light mode (currently dark mode)" }),
    ).toBeInTheDocument();
  });

  it("throws outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ColorModeToggle />)).toThrow("useColorMode must be used inside <ColorModeProvider>");
    jest.restoreAllMocks();
  });
});
