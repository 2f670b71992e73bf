import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Tabs, { TabItem } from ".";

function Example({ groupId }: { groupId?: string }) {
  return (
    <Tabs groupId={groupId}>
      <TabItem value="curl" label="curl">
        curl body
      </TabItem>
      <TabItem value="js" label="JavaScript">
        js body
      </TabItem>
      <TabItem value="python" label="Python">
        python body
      </TabItem>
    </Tabs>
  );
}

describe("Tabs", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the first tab and switches on click", async () => {
    render(<Example />);
    expect(screen.getByRole("tab", { name: "curl" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("curl body")).toBeVisible();
    await userEvent.click(screen.getByRole("tab", { name: "Python" }));
    expect(screen.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("python body");
  });

  it("moves with the arrow keys", async () => {
    render(<Example />);
    screen.getByRole("tab", { name: "curl" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Python" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "curl" })).toHaveAttribute("aria-selected", "true");
  });

  it("syncs groups on the page and remembers the choice", async () => {
    const { unmount } = render(
      <>
        <Example groupId="language" />
        <Example groupId="language" />
      </>,
    );
    await userEvent.click(screen.getAllByRole("tab", { name: "JavaScript" })[0] as HTMLElement);
    for (const tab of screen.getAllByRole("tab", { name: "JavaScript" }))
      expect(tab).toHaveAttribute("aria-selected", "true");
    unmount();
    await act(async () => {
      render(<Example groupId="language" />);
    });
    expect(screen.getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true");
  });

  it("ignores a stored value the block does not have", async () => {
    window.localStorage.setItem("docs-tab-choice.language", "rust");
    await act(async () => {
      render(<Example groupId="language" />);
    });
    expect(screen.getByRole("tab", { name: "curl" })).toHaveAttribute("aria-selected", "true");
  });
});
