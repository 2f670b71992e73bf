import { render, screen, waitFor } from "@testing-library/react";
import type { SearchRequest } from "../../search/types";
import SimilarPages from ".";

const requests: SearchRequest[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ results: [] });

// The site's client is the seam: what the search answers decides what the page shows.
jest.mock("../../search/clients/site", () => ({
  getSiteSearchConfig: () => ({
    indexName: "cloudloop_docs",
    algolia: null,
    localIndexUrl: "/search-index/cloudloop_docs.json",
  }),
  getSiteSearchClient: () => ({
    search: (sent: SearchRequest[]) => {
      requests.push(...sent);
      return answer();
    },
  }),
}));

const response = (hits: unknown[]) => ({
  results: [
    {
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: "",
      params: "",
      index: "cloudloop_docs",
    },
  ],
});
const page = (url: string, lvl0: string, lvl1: string) => ({
  objectID: url,
  url,
  type: "lvl1",
  hierarchy: { lvl0, lvl1 },
});

/** Lets the lazy imports and the search promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SimilarPages", () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it("searches the words of the path and lists at most five pages, in a labelled, polite region", async () => {
    answer = () =>
      Promise.resolve(
        response([
          page("/docs/destinations/aws/aws-s3", "Destinations", "Simple Storage Service (S3)"),
          page("/docs/destinations/aws/aws-sqs", "Destinations", "Simple Queue Service (SQS)"),
          page("/docs/destinations/google-cloud/google-storage", "Destinations", "Google Storage"),
          page("/docs/destinations/azure/azure-storage", "Destinations", "Azure Storage"),
          page("/docs/destinations/upload-modes", "Destinations", "Upload modes"),
          page("/docs/destinations/ftp", "Destinations", "FTP"),
        ]),
      );
    render(<SimilarPages pathname="/docs/destinations/amazon-s3-setup" />);
    const region = await screen.findByRole("region", { name: "Pages with similar names" });
    expect(region.parentElement).toHaveAttribute("aria-live", "polite");
    expect(requests[0]?.params?.query).toBe("destinations amazon s3 setup");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Simple Storage Service (S3)" })).toHaveAttribute(
      "href",
      "/docs/destinations/aws/aws-s3",
    );
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Simple Storage Service (S3)Destinations");
  });

  it("shows titles as text, never as markup", async () => {
    answer = () => Promise.resolve(response([page("/docs/x", "Docs", "<img src=x onerror=alert(1)>")]));
    const { container } = render(<SimilarPages pathname="/docs/x-y" />);
    expect(await screen.findByRole("link", { name: "<img src=x onerror=alert(1)>" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows nothing when the search finds nothing", async () => {
    answer = () => Promise.resolve(response([]));
    const { container } = render(<SimilarPages pathname="/docs/zzzz" />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await settle();
    expect(container).toHaveTextContent("");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows nothing, and reports no error, when the search fails", async () => {
    const consoleError = jest.spyOn(console, "error");
    answer = () => Promise.reject(new Error("Network request failed"));
    const { container } = render(<SimilarPages pathname="/docs/destinations/amazon-s3" />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await settle();
    expect(container).toHaveTextContent("");
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("does not search a path without words", async () => {
    render(<SimilarPages pathname="/404.html" />);
    await settle();
    expect(requests).toHaveLength(0);
  });
});
