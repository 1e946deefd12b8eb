import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DevicesSection } from "@/client/features/profile/components/devices-section";
import { startClientI18n } from "@/client/i18n/i18n";
import { jsonResponse } from "@/client/test/fixtures";
import type { DeviceSession, DeviceSessionsPage } from "@/shared/devices";

const i18n = startClientI18n("de");

const FIREFOX = { browser: "Firefox", system: "Windows" };
const session = (id: string, current = false, device = { browser: "Chrome", system: "Android" }) =>
  ({
    id,
    ...device,
    signedInAt: "2026-11-20T10:00:00.000Z",
    lastActiveAt: "2026-11-21T10:00:00.000Z",
    current,
  }) satisfies DeviceSession;

beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["profile"]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("your devices, page by page (issue 50, finding 7)", () => {
  it("shows the first page with this device, and the next one on 'Weitere Geräte anzeigen'", async () => {
    const pages: Record<string, DeviceSessionsPage> = {
      "": { sessions: [session("s0", true, FIREFOX), session("s1"), session("s2")], nextCursor: "next-1" },
      "next-1": { sessions: [session("s3"), session("s4")], nextCursor: null },
    };
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL) => {
        const url = new URL(String(input), "http://localhost");
        if (url.pathname !== "/api/account/sessions") return jsonResponse({}, 404);
        const cursor = url.searchParams.get("cursor") ?? "";
        asked.push(cursor);
        return jsonResponse(pages[cursor]);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DevicesSection />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Firefox auf Windows");
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Dieses Gerät");
    expect(screen.getByRole("button", { name: "Überall sonst abmelden" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Weitere Geräte anzeigen" }));
    await vi.waitFor(() => expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(5));
    expect(asked).toEqual(["", "next-1"]);
    expect(screen.queryByRole("button", { name: "Weitere Geräte anzeigen" })).toBeNull();
    expect(screen.getAllByText("Dieses Gerät")).toHaveLength(1);
  });
});
