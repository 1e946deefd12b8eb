import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BackupStatusSection } from "@/client/features/admin/components/backup-status";
import { fileSize } from "@/client/features/admin/components/format";
import { startClientI18n } from "@/client/i18n/i18n";
import { PageClockProvider } from "@/client/lib/page-clock";
import type { BackupStatus } from "@/shared/admin";

const i18n = startClientI18n("de");
const UTC = { timeZone: "UTC", offsets: [[0, 0]] as [number, number][] };

beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["admin", "common"]);
});
afterEach(cleanup);

const show = (status: BackupStatus) =>
  render(
    <PageClockProvider value={UTC}>
      <BackupStatusSection status={status} />
    </PageClockProvider>,
  );

const lastSuccess = {
  at: "2030-06-14T01:31:00.000Z",
  file: "purpose-journey-2030-06-14T01-30-00Z.sqlite.gz",
  sizeBytes: 1_468_006,
  afterCommandFailed: false,
};

describe("the overview's backup line", () => {
  it("shows the last backup's time and size, and no warning while it is recent", () => {
    show({ lastSuccess, lastFailure: null, stale: false, staleHours: 26 });
    expect(screen.getByText("Letzte Sicherung: 14.06.2030, 01:31, 1,4 MB")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns when no backup succeeded within 26 hours, and names the last failure", () => {
    show({
      lastSuccess,
      lastFailure: { at: "2030-06-16T01:30:00.000Z", kind: "no_space" },
      stale: true,
      staleHours: 26,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Seit 26 Stunden keine erfolgreiche Sicherung");
    expect(
      screen.getByText(
        "Letzter Versuch fehlgeschlagen (16.06.2030, 01:30): kein Platz mehr im Sicherungsordner",
      ),
    ).toBeInTheDocument();
  });

  it("warns when there never was a backup", () => {
    show({ lastSuccess: null, lastFailure: null, stale: true, staleHours: 26 });
    expect(screen.getByRole("alert")).toHaveTextContent("Seit 26 Stunden");
    expect(screen.getByText("Noch keine Sicherung.")).toBeInTheDocument();
  });

  it("writes sizes in the page's language", () => {
    expect(fileSize(980, "de")).toBe("980 B");
    expect(fileSize(12_800, "en")).toBe("13 KB");
    expect(fileSize(1_468_006, "en")).toBe("1.4 MB");
    expect(fileSize(2_254_857_830, "de")).toBe("2,1 GB");
  });
});
