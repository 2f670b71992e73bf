import { render, screen } from "@testing-library/react";
import NotFound from ".";

const searched: string[] = [];

// The suggestions have their own test; here only whether the screen asks for them.
jest.mock("../SimilarPages", () => ({
  __esModule: true,
  default: ({ pathname }: { pathname: string }) => {
    searched.push(pathname);
    return null;
  },
}));

describe("NotFound", () => {
  beforeEach(() => {
    searched.length = 0;
  });

  it("says the page was not found and offers ways on, the docs root among them", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We could not find what you were looking for. The page may have moved, or the link may be mistyped.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Cloudloop Data docs" })).toHaveAttribute("href", "/docs/data");
    expect(screen.getByRole("link", { name: "Search the docs" })).toHaveAttribute("href", "/search");
  });

  it("suggests pages for the path asked for, and only when it knows it", () => {
    render(<NotFound />);
    expect(searched).toEqual([]);
    render(<NotFound pathname="/docs/destinations/amazon-s3" />);
    expect(searched).toEqual(["/docs/destinations/amazon-s3"]);
  });
});
