import type { AppDeps, Viewer } from "@/server/http/context";
import { getDashboard } from "@/server/services/dashboard/dashboard-service";
import { journeyViewerOf } from "@/server/services/journey/journey-access";
import { weekState } from "@/server/services/journey/journey-service";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS, type PageData } from "@/shared/page-data";
import { paths } from "@/shared/routes";
import { parseWeekNumber } from "@/shared/weeks";

const WEEK_PATH = /^\/week\/([^/]+)\/?$/;

/**
 * The signed-in member's own answer for the page they open (decision 216): the dashboard's overview or
 * the week's state, read with the page instead of by the page's script after it has run — one round
 * trip less before the page's largest paint. The same services and queries as `GET /api/dashboard` and
 * `GET /api/journey/weeks/:week`, so the page sees exactly what the API would have answered. Other
 * pages (and visitors) get nothing more.
 */
export async function personalPageData(
  deps: AppDeps,
  viewer: Viewer | null,
  pathname: string,
  language: Language,
): Promise<PageData> {
  if (!viewer) return [];
  if (pathname === paths.dashboard || pathname === `${paths.dashboard}/`) {
    const dashboard = await getDashboard(deps.db, deps.config, {
      userId: viewer.user.id,
      profile: viewer.profile,
      language,
    });
    return [[PAGE_DATA_KEYS.dashboard(language), dashboard]];
  }
  const week = parseWeekNumber(WEEK_PATH.exec(pathname)?.[1]);
  if (week === null) return [];
  const state = await weekState(deps.db, journeyViewerOf(viewer, deps.config.coreWeekLock), week);
  return [[PAGE_DATA_KEYS.week(week), state]];
}
