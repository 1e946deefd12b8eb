import { redirect } from "react-router";
import { currentTime } from "@/server/clock";
import type { AppDeps } from "@/server/http/context";
import { siteInfo } from "@/server/routes/site";
import { isResetTokenValid } from "@/server/services/accounts/account-service";
import { adminOverview } from "@/server/services/admin/admin-overview";
import { listAnnouncementsForAdmin } from "@/server/services/admin/publishing/announcements";
import { listAnnouncements, listBulletin, listUpcomingEvents } from "@/server/services/community/board";
import { communityActor } from "@/server/services/community/community-actor";
import { listPosts } from "@/server/services/community/forum";
import { getToday } from "@/server/services/community/impulses";
import { getConsentStatus } from "@/server/services/consent/consent-service";
import { getDashboard } from "@/server/services/dashboard/dashboard-service";
import { journeyViewerOf } from "@/server/services/journey/journey-access";
import { weekState } from "@/server/services/journey/journey-service";
import { countUnread } from "@/server/services/notifications/notification-service";
import { getProfileSettings } from "@/server/services/profiles/profile-service";
import { sessionSummary } from "@/server/services/profiles/session-summary";
import { actsAsAdmin, type Viewer } from "@/server/services/viewer";
import type { Language } from "@/shared/languages";
import { ADMIN_DENIED_NOTICE, NOTICE_COOKIE, paths, REDIRECT_PARAM, VISITOR_NOTICES } from "@/shared/routes";

/**
 * The sign-in page for a visitor who opened `address`, which brings them back afterwards; a page that
 * says why one must sign in first (the payment page) sends its notice along in a short cookie.
 */
export function signInRedirect(address: URL): Response {
  const target = `${address.pathname}${address.search}`;
  return noticeRedirect(
    `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`,
    VISITOR_NOTICES[address.pathname],
  );
}

/** A redirect whose notice (a translation key) the next page shows once. */
function noticeRedirect(to: string, notice: string | undefined): Response {
  const response = redirect(to);
  if (notice)
    response.headers.append("Set-Cookie", `${NOTICE_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax`);
  return response;
}

/**
 * What the pages' loaders read (decision 236): the same services, with the same authorization, as the
 * JSON API routes the page would otherwise have asked — `GET /api/dashboard`, `/api/journey/weeks/:n`,
 * `/api/community/*`, `/api/profile`, `/api/admin/*` — called in the process, for the viewer of the
 * request (`address`: the page's own URL). A call that needs a signed-in member sends a visitor to the
 * sign-in page; an admin's call answers anyone else 403.
 */
export function pageData(deps: AppDeps, viewer: Viewer | null, address: URL) {
  const { db, config } = deps;
  const member = (): Viewer => {
    if (!viewer) throw signInRedirect(address);
    return viewer;
  };
  const admin = (): Viewer => {
    const someone = member();
    if (!actsAsAdmin(someone)) throw new Response("Only admins see this page.", { status: 403 });
    return someone;
  };
  return {
    /** The signed-in member; a visitor is sent to the sign-in page. */
    requireMember: member,
    /**
     * The admin area's viewer: a visitor is sent to sign in, a member without the admin role to the
     * landing page with the denial (an admin still without two-factor sign-in gets its setup there).
     */
    requireAdminRole: (): Viewer => {
      const someone = member();
      if (!someone.isAdmin) throw noticeRedirect(paths.home, ADMIN_DENIED_NOTICE);
      return someone;
    },
    /** GET /api/consent */
    consent: () => getConsentStatus(db, member().user.id),
    /** GET /api/me */
    session: () => sessionSummary(db, viewer),
    /** GET /api/site */
    site: () => siteInfo(config),
    /** GET /api/notifications/count; null for a visitor. */
    unreadCount: async () => (viewer ? { unread: await countUnread(db, viewer.user.id) } : null),
    /** GET /api/dashboard?lang= */
    dashboard: (language: Language) =>
      getDashboard(db, config, { userId: member().user.id, profile: member().profile, language }),
    /** GET /api/journey/weeks/:week */
    week: (week: number) => weekState(db, journeyViewerOf(member(), config), week),
    /** GET /api/community/today?lang= */
    communityToday: (language: Language) =>
      getToday(deps, { userId: member().user.id, language, timeZone: config.timeZone, now: currentTime() }),
    /** GET /api/community/posts: the forum's first page. */
    forumPosts: () => listPosts(db, communityActor(member()), {}),
    /** GET /api/community/announcements?lang= */
    announcements: async (language: Language) => ({
      items: await listAnnouncements(db, { language }),
    }),
    /** GET /api/community/bulletin?lang=: the board's first page, every category. */
    bulletin: (language: Language) =>
      listBulletin(db, communityActor(member()), { language, timeZone: config.timeZone, now: currentTime() }),
    /** GET /api/community/events?lang= */
    events: async (language: Language) => ({
      items: await listUpcomingEvents(db, { language, now: currentTime() }),
    }),
    /** GET /api/profile */
    profileSettings: async () => {
      const { user, isAdmin } = member();
      const settings = await getProfileSettings(
        db,
        { userId: user.id, email: user.email, isAdmin },
        config.timeZone,
      );
      return settings ? { settings } : null;
    },
    /** Whether the admin area opens for the viewer: an admin with two-factor sign-in on. */
    actsAsAdmin: () => actsAsAdmin(viewer),
    /** GET /api/admin/overview */
    adminOverview: () => adminOverview(db, admin()),
    /** GET /api/admin/announcements?page= */
    adminAnnouncements: (page: number) => listAnnouncementsForAdmin(db, admin(), page),
    /** GET /api/account/reset-token/:token */
    resetToken: async (token: string) => ({ valid: await isResetTokenValid(deps.auth, token) }),
  };
}

export type PageData = ReturnType<typeof pageData>;
