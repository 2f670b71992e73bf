import { render, screen } from "@testing-library/react";
import ResponsiveImage, { type ResponsiveImageData } from ".";

const image: ResponsiveImageData = {
  width: 560,
  height: 420,
  backgroundColor: "#0b3d91",
  images: {
    fallback: {
      src: "/static/a/hero.png",
      srcSet: "/static/a/hero.png 560w, /static/b/hero.png 280w",
      sizes: "(min-width: 560px) 560px, 100vw",
    },
    sources: [
      { srcSet: "/static/a/hero.avif 560w", type: "image/avif", sizes: "(min-width: 560px) 560px, 100vw" },
      { srcSet: "/static/a/hero.webp 560w", type: "image/webp", sizes: "(min-width: 560px) 560px, 100vw" },
    ],
  },
};

describe("ResponsiveImage", () => {
  it("offers AVIF and WebP sources before the sized fallback, with its dimensions reserved", () => {
    const { container } = render(<ResponsiveImage image={image} alt="Hero" priority />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("src", "/static/a/hero.png");
    expect(img).toHaveAttribute("width", "560");
    expect(img).toHaveAttribute("height", "420");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveStyle({ backgroundColor: "#0b3d91" });
  });

  it("loads lazily unless it is the priority image, and copes with no sources", () => {
    render(<ResponsiveImage image={{ width: 10, height: 10, images: { fallback: { src: "/x.png" } } }} alt="Small" />);
    const img = screen.getByRole("img", { name: "Small" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });
});
