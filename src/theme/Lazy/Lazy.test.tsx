import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Lazy from ".";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("Lazy", () => {
  it("renders the component once its code has loaded", async () => {
    const load = () => Promise.resolve({ default: Greeting });
    render(<Lazy load={load} props={{ name: "reader" }} />);
    expect(await screen.findByText("Hello reader")).toBeInTheDocument();
  });

  it("shows the load error with Retry, and Retry loads again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const load = jest.fn(() =>
      fail ? Promise.reject(new Error("Loading chunk 42 failed.")) : Promise.resolve({ default: Greeting }),
    );
    render(<Lazy load={load} props={{ name: "again" }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Loading chunk 42 failed.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Hello again")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
