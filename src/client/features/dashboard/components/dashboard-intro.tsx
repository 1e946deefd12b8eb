import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The top of the dashboard above its cards: the page's name, the greeting and the intro. Without a
 * greeting while the overview is not there yet (offline the page starts without it), its line held empty.
 */
export function DashboardIntro({ greeting, children }: { greeting?: string; children?: ReactNode }) {
  const { t } = useTranslation("dashboard");
  return (
    <header className="mb-8">
      <h1>
        <span className="block font-sans text-sm font-medium tracking-wide text-primary uppercase">
          {t("pages.dashboard", { ns: "common" })}
        </span>{" "}
        {/* The greeting's line is held while the name is not known yet. */}
        <span className="mt-1 block text-3xl font-semibold sm:text-4xl">{greeting ?? "\u00a0"}</span>
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t("intro")}</p>
      {children}
    </header>
  );
}

/** The section around the dashboard. */
export const DASHBOARD_SECTION = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12";
