import type { AppDeps, Viewer } from "@/server/http/context";
import { getToday } from "@/server/services/community/impulses";
import { getDashboard } from "@/server/services/dashboard/dashboard-service";
import { journeyViewerOf } from "@/server/services/journey/journey-access";
import { weekState } from "@/server/services/journey/journey-service";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS, type PageData } from "@/shared/page-data";
import { paths } from "@/shared/routes";
import { parseWeekNumber } from "@/shared/weeks";

const WEEK_PATH = /^\/week\/([^/]+)\/?$/;

/**
 * The signed-in member's own answer for the page they open (decision 216): the dashboard's overview, the
 * week's state or the community's impulses of the day, read with the page instead of by the page's script after it has run — one round
 * trip less before the page's largest paint, and no placeholder that the answer would replace. The same
 * services and queries as `GET /api/dashboard`, `GET /api/journey/weeks/:week` and
 * `GET /api/community/today`, so the page sees exactly what the API would have answered. Other
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
  if (pathname === paths.community || pathname === `${paths.community}/`) {
    const today = await getToday(deps, {
      userId: viewer.user.id,
      language,
      timeZone: deps.config.timeZone,
      now: new Date(),
    });
    return [[PAGE_DATA_KEYS.communityToday(language), today]];
  }
  const week = parseWeekNumber(WEEK_PATH.exec(pathname)?.[1]);
  if (week === null) return [];
  const state = await weekState(deps.db, journeyViewerOf(viewer, deps.config.coreWeekLock), week);
  return [[PAGE_DATA_KEYS.week(week), state]];
}
