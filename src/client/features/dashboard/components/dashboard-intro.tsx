import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The dashboard's first screen above its cards: the page's name, the greeting and the intro. The server's
 * frame renders it without a greeting (nothing personal in a kept frame, decision 200) and the page shows
 * the same markup while its data loads, so the SPA takes over without a visible change and the intro —
 * the first screen's largest text — is painted from the first answer (decision 205).
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

/** The section around the dashboard, the same in the frame and in the page. */
export const DASHBOARD_SECTION = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12";
