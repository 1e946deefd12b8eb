import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/client/app/guards";
import { SiteLayout } from "@/client/app/site-layout";
import { startClientI18n } from "@/client/i18n/i18n";
import { writeOfflineCopy } from "@/client/lib/offline-copy";
import { testMember } from "@/client/test/fixtures";
import { OFFLINE_COPY_MAX_AGE_DAYS } from "@/shared/offline-copies";

const i18n = startClientI18n("de");

const me = testMember("2031-03-01T00:00:00.000Z");

const DAY = 86_400_000;
const confirmed = Date.UTC(2031, 2, 1, 9, 0);

/** A members' page offline, from the session's copy the server confirmed at `confirmed`. */
function openOffline(now: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(confirmed);
  writeOfflineCopy("u1", "session", me);
  vi.setSystemTime(now);
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { element: <RequireAuth />, children: [{ path: "/week/1", element: <p>Meine Reflexion</p> }] },
          { path: "/login", element: <p>login page</p> },
        ],
      },
    ],
    { initialEntries: ["/week/1"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "always" } } });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage("de");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a members' page offline (decision 254)", () => {
  it("shows the member's page from a copy the server confirmed within the limit", async () => {
    openOffline(confirmed + OFFLINE_COPY_MAX_AGE_DAYS * DAY);
    expect(await screen.findByText("Meine Reflexion")).toBeInTheDocument();
    expect(screen.queryByText("Bitte melde dich wieder an")).toBeNull();
  });

  it("shows that signing in again is needed instead of the member's page past the limit", async () => {
    const router = openOffline(confirmed + OFFLINE_COPY_MAX_AGE_DAYS * DAY + 1);
    expect(await screen.findByText("Bitte melde dich wieder an")).toBeInTheDocument();
    expect(screen.getByText(/mehr als 30 Tage nicht online/)).toBeInTheDocument();
    expect(screen.queryByText("Meine Reflexion")).toBeNull();
    expect(router.state.location.pathname).toBe("/week/1");
    expect(Object.keys(localStorage).filter((key) => key.startsWith("pj.offline."))).toEqual([]);
  });
});
