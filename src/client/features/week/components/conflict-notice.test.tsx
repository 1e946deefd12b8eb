import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConflictNotice, mergeValues } from "@/client/features/week/components/conflict-notice";

describe("mergeValues", () => {
  it("keeps both texts, mine first", () => {
    expect(mergeValues("mein Text", "anderer Text")).toBe("mein Text\n\nanderer Text");
    expect(mergeValues("nur meiner", "")).toBe("nur meiner");
  });

  it("unites lists without case-insensitive duplicates", () => {
    expect(mergeValues(["Mut", "Ruhe"], ["mut", "Natur"])).toEqual(["Mut", "Ruhe", "Natur"]);
  });

  it("keeps a tick set on either side", () => {
    expect(mergeValues({ mon: true, tue: false }, { mon: false, tue: true, wed: false })).toEqual({
      mon: true,
      tue: true,
      wed: false,
    });
  });
});

describe("ConflictNotice", () => {
  afterEach(cleanup);

  it("shows both versions as text and hands back the chosen one", () => {
    const onResolve = vi.fn();
    render(<ConflictNotice conflict={{ mine: "<b>meins</b>", theirs: "deins" }} onResolve={onResolve} />);
    // HTML in answers is text, never markup.
    expect(screen.getByText("<b>meins</b>")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "conflict.useTheirs" }));
    expect(onResolve).toHaveBeenLastCalledWith("deins");
    fireEvent.click(screen.getByRole("button", { name: "conflict.keepBoth" }));
    expect(onResolve).toHaveBeenLastCalledWith("<b>meins</b>\n\ndeins");
  });

  it("offers no merge that could not be stored", () => {
    render(
      <ConflictNotice
        conflict={{ mine: ["a", "b", "c"], theirs: ["d", "e", "f"] }}
        onResolve={() => {}}
        canMerge={(merged) => (merged as string[]).length <= 5}
      />,
    );
    expect(screen.queryByRole("button", { name: "conflict.keepBoth" })).toBeNull();
  });
});
