import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, call } from "@/client/lib/api-client";
import { longCalendarDate } from "@/client/lib/format";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { SiteInfo } from "@/shared/public-forms";

export const siteInfoQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.siteInfo,
  queryFn: ({ signal }) => call(() => api.site.$get(undefined, { init: { signal } })),
  staleTime: 5 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
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
    testPhaseEnd: longCalendarDate(info.testPhaseEnd, language),
    deletionBy: longCalendarDate(info.deletionBy, language),
  };
}
