import { render, screen } from "@testing-library/react";
import Anchor from ".";

describe("MDX links", () => {
  it("downloads the Postman collection under its own file name instead of opening it", () => {
    render(<Anchor href="/cloudloop-data.postman_collection.json">Download the Postman collection</Anchor>);
    expect(screen.getByRole("link", { name: "Download the Postman collection" })).toHaveAttribute(
      "download",
      "cloudloop-data.postman_collection.json",
    );
  });

  it("leaves other files, pages and external links without a download attribute", () => {
    render(
      <>
        <Anchor href="/openapi.json">contract</Anchor>
        <Anchor href="https://www.getpostman.com/x.postman_collection.json">remote</Anchor>
      </>,
    );
    expect(screen.getByRole("link", { name: "contract" })).not.toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "remote" })).not.toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "remote" })).toHaveAttribute("target", "_blank");
  });
});
