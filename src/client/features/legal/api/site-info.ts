import { useTranslation } from "react-i18next";
import { longCalendarDate } from "@/client/lib/format";
import { useSiteInfo } from "@/client/lib/site-info";
import type { SiteInfo } from "@/shared/public-forms";

/** The dates the legal texts interpolate, or dashes while they load. */
export function useLegalDates() {
  const site = useSiteInfo();
  const { i18n } = useTranslation();
  return { site, dates: datesOf(site.data, i18n.language ?? "de") };
}

function datesOf(info: SiteInfo | undefined, language: string) {
  if (!info) return { testPhaseEnd: "…", deletionBy: "…" };
  return {
    testPhaseEnd: longCalendarDate(info.testPhaseEnd, language),
    deletionBy: longCalendarDate(info.deletionBy, language),
  };
}
