import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "@/client/lib/use-list-params";

/** Two filters pressed while the first one's data is still loading: both stay chosen. */
function Filters() {
  const [params, setParams] = useListParams();
  const location = useLocation();
  const toggle = (name: string) => () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (next.has(name)) next.delete(name);
      else next.set(name, "1");
      return next;
    });
  return (
    <div>
      <button type="button" onClick={toggle("finished")}>
        finished {params.has("finished") ? "on" : "off"}
      </button>
      <button type="button" onClick={toggle("withoutBadge")}>
        withoutBadge {params.has("withoutBadge") ? "on" : "off"}
      </button>
      <output>{location.search}</output>
    </div>
  );
}

const NoFallback = () => null;

describe("useListParams", () => {
  it("builds the next address on the one a pending navigation goes to", async () => {
    const loads: Array<() => void> = [];
    const router = createMemoryRouter(
      [
        {
          path: "/admin/users",
          // Each navigation's data comes only when the test lets it.
          loader: () => new Promise<null>((resolve) => loads.push(() => resolve(null))),
          Component: Filters,
          HydrateFallback: NoFallback,
        },
      ],
      { initialEntries: ["/admin/users?finished=1"], hydrationData: { loaderData: { 0: null } } },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("finished on")).toBeTruthy();

    act(() => screen.getByText(/^finished/).click());
    // Shown at once, before the data.
    expect(screen.getByText("finished off")).toBeTruthy();
    act(() => screen.getByText(/^withoutBadge/).click());
    expect(screen.getByText("withoutBadge on")).toBeTruthy();
    await act(async () => {
      for (const load of loads.splice(0)) load();
    });
    await act(async () => {
      for (const load of loads.splice(0)) load();
    });
    expect(router.state.location.search).toBe("?withoutBadge=1");
    expect(screen.getByText("finished off")).toBeTruthy();
    expect(screen.getByText("withoutBadge on")).toBeTruthy();
  });
});
