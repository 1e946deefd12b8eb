import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, call } from "@/client/lib/api-client";
import type { SiteInfo } from "@/shared/public-forms";

export const siteInfoQuery = queryOptions({
  queryKey: ["site-info"],
  queryFn: ({ signal }) => call(() => api.site.$get(undefined, { init: { signal } })),
  staleTime: 5 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}

/** A yyyy-mm-dd date in the long form of the page's language (30. Dezember 2027 / 30 December 2027). */
export function formatLongDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The dates the legal texts interpolate, or dashes while they load. */
export function useLegalDates() {
  const site = useSiteInfo();
  const { i18n } = useTranslation();
  return { site, dates: datesOf(site.data, i18n.resolvedLanguage ?? "de") };
}

function datesOf(info: SiteInfo | undefined, language: string) {
  if (!info) return { testPhaseEnd: "…", deletionBy: "…" };
  return {
    testPhaseEnd: formatLongDate(info.testPhaseEnd, language),
    deletionBy: formatLongDate(info.deletionBy, language),
  };
}
