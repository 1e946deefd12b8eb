import type { PageDataRequest, RequestScreen } from "@/client/server-render";
import { currentTime } from "@/server/clock";
import type { AppDeps, Viewer } from "@/server/http/context";
import { isResetTokenValid } from "@/server/services/accounts/account-service";
import { adminOverview } from "@/server/services/admin/admin-overview";
import { listAnnouncementsForAdmin } from "@/server/services/admin/publishing/announcements";
import { getToday } from "@/server/services/community/impulses";
import { getDashboard } from "@/server/services/dashboard/dashboard-service";
import { journeyViewerOf } from "@/server/services/journey/journey-access";
import { weekState } from "@/server/services/journey/journey-service";
import { getProfileSettings } from "@/server/services/profiles/profile-service";
import { adminPageQuerySchema } from "@/shared/community";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS, type PageData } from "@/shared/page-data";

/**
 * The signed-in member's own answer for the page they open (decision 216), as the route table names it
 * (`data` in `app/route-frames.ts`): the dashboard's overview, the week's state, the community's
 * impulses of the day or the profile's settings (decision 219), read with the page instead of by its
 * script after it has run — one round trip less before the page's largest paint, and no placeholder for
 * the answer to replace. The same services as `GET /api/dashboard`, `GET /api/journey/weeks/:week`,
 * `GET /api/community/today` and `GET /api/profile`, so the page sees exactly what the API would have
 * answered; on the admin overview and announcements their API's answer, and on the reset page the
 * token's check (decision 223). Other pages (and visitors) get nothing more. Where the page's first
 * screen is rendered from it (an open week, the profile, the reset page, those admin pages), that data
 * comes back as `screen` too.
 */
export async function personalPageData(
  deps: AppDeps,
  viewer: Viewer | null,
  request: PageDataRequest | null,
  { language, query }: { language: Language; query: (name: string) => string | undefined },
): Promise<{ entries: PageData; screen?: RequestScreen }> {
  if (request?.kind === "resetToken") {
    // A visitor's reset link, checked as GET /api/account/reset-token/:token does; a member is sent on
    // by the page, and a link without ?token= is the page's to read (#access_token=…).
    const token = query("token");
    if (viewer || !token) return { entries: [] };
    const valid = await isResetTokenValid(deps.auth, token);
    return { entries: [[PAGE_DATA_KEYS.resetToken(token), { valid }]], screen: { kind: "resetLink", valid } };
  }
  if (!viewer || !request) return { entries: [] };
  if (request.kind === "adminOverview" || request.kind === "adminAnnouncements") {
    // Only where the admin area shows (an admin with two-factor sign-in on); the services check again.
    if (!viewer.isAdmin || !viewer.user.twoFactorEnabled) return { entries: [] };
    if (request.kind === "adminAnnouncements") {
      // The list's page (`?announcements=`, `usePageParam`), bounded as the API bounds it; else the first.
      const asked = adminPageQuerySchema.safeParse({ page: query("announcements") });
      const page = asked.success ? asked.data.page : 1;
      const answer = await listAnnouncementsForAdmin(deps.db, viewer, page);
      return {
        entries: [[PAGE_DATA_KEYS.adminAnnouncements(page), answer]],
        screen: { kind: "adminAnnouncements", answer },
      };
    }
    const overview = await adminOverview(deps.db, viewer);
    return {
      entries: [[PAGE_DATA_KEYS.adminOverview, overview]],
      screen: { kind: "adminOverview", overview },
    };
  }
  if (request.kind === "dashboard") {
    const dashboard = await getDashboard(deps.db, deps.config, {
      userId: viewer.user.id,
      profile: viewer.profile,
      language,
    });
    return { entries: [[PAGE_DATA_KEYS.dashboard(language), dashboard]] };
  }
  if (request.kind === "communityToday") {
    const today = await getToday(deps, {
      userId: viewer.user.id,
      language,
      timeZone: deps.config.timeZone,
      now: currentTime(),
    });
    return { entries: [[PAGE_DATA_KEYS.communityToday(language), today]] };
  }
  if (request.kind === "profileSettings") {
    const { user, isAdmin } = viewer;
    const settings = await getProfileSettings(
      deps.db,
      { userId: user.id, email: user.email, isAdmin },
      deps.config.timeZone,
    );
    return settings
      ? { entries: [[PAGE_DATA_KEYS.profileSettings, { settings }]], screen: { kind: "profile", settings } }
      : { entries: [] };
  }
  const state = await weekState(deps.db, journeyViewerOf(viewer, deps.config), request.week);
  return {
    entries: [[PAGE_DATA_KEYS.week(request.week), state]],
    screen: { kind: "week", state, plan: viewer.profile?.subscriptionType ?? null },
  };
}
