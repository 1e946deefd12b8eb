import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { StrictMode, Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PaymentPage } from "@/client/features/payment/payment-page";
import { startClientI18n } from "@/client/i18n/i18n";
import { jsonResponse, testMember } from "@/client/test/fixtures";

const i18n = startClientI18n("de");

const me = testMember("2026-11-22T00:00:00.000Z");

function renderPayment(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/payment", element: <PaymentPage /> },
      { path: "/dashboard", element: <p>dashboard page</p> },
      { path: "/login", element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // As in the app, the route guard has already read the session when the page mounts.
  client.setQueryData(["session"], me);
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["payment", "plans"]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("payment page", () => {
  it("triggers the plan from the query exactly once under StrictMode and goes to the dashboard", async () => {
    const checkouts: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        if (input === "/api/me") return jsonResponse(me);
        if (input === "/api/plans/checkout") {
          checkouts.push(JSON.parse(String(init?.body)));
          return jsonResponse({
            plan: "core",
            hasPaid: true,
            subscriptionStartDate: "2026-11-22T10:00:00.000Z",
            currentWeek: 1,
            unchanged: false,
            testMode: true,
          });
        }
        return jsonResponse({}, 404);
      }),
    );
    const router = renderPayment("/payment?plan=core");
    expect(await screen.findByText("dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({ plan: "core" });
    expect(Object.keys(checkouts[0] as object).sort()).toEqual(["idempotencyKey", "plan"]);
  });

  it("names an unknown plan and triggers nothing", async () => {
    const fetchMock = vi.fn(async (input: string) =>
      input === "/api/me" ? jsonResponse(me) : jsonResponse({}, 404),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPayment("/payment?plan=gold");
    expect(
      await screen.findByText("Den Plan „gold“ gibt es nicht. Bitte wähle einen der drei Pläne."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/plans/checkout");
  });

  it("shows the payment error with a retry when the checkout fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        if (input === "/api/me") return jsonResponse(me);
        return jsonResponse({ error: { code: "payment_failed", message: "declined" } }, 402);
      }),
    );
    renderPayment("/payment?plan=deep");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Bei der Verarbeitung deiner Zahlung ist ein Fehler aufgetreten.");
    expect(alert).toHaveTextContent("Bitte versuche es erneut");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeEnabled();
  });

  it("sends a visitor whose session ended to sign in, keeping the plan", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        if (input === "/api/me") return jsonResponse(me);
        return jsonResponse({ error: { code: "unauthorized", message: "Please sign in" } }, 401);
      }),
    );
    const router = renderPayment("/payment?plan=core");
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent("/payment?plan=core")}`);
  });
});
