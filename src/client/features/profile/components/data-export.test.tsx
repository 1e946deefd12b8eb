import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DataExport } from "@/client/features/profile/components/data-export";
import { startClientI18n } from "@/client/i18n/i18n";
import { toast } from "@/client/lib/toast";
import { jsonResponse } from "@/client/test/fixtures";

const i18n = startClientI18n("de");

vi.mock("@/client/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["profile"]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("download my data (issue 50, finding 7)", () => {
  it("tells a member whose export is refused (429 rate_limited) to try later", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "rate_limited", message: "Too many requests" } }, 429)),
    );
    render(<DataExport />);
    await userEvent.click(screen.getByRole("button", { name: "Meine Daten herunterladen" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Du hast deine Daten gerade erst angefordert. Bitte versuche es später noch einmal.",
      ),
    );
    expect(screen.getByRole("button", { name: "Meine Daten herunterladen" })).toBeEnabled();
  });

  it("keeps the spec's failure message for any other failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "internal_error", message: "boom" } }, 500)),
    );
    render(<DataExport />);
    await userEvent.click(screen.getByRole("button", { name: "Meine Daten herunterladen" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Download fehlgeschlagen"));
  });
});
