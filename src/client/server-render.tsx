import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { matchPath, type PathMatch, StaticRouter } from "react-router";
import { NOT_FOUND_SECTION, NotFoundIntro } from "@/client/app/not-found-page";
import {
  type LinkAction,
  type LinkActionTitle,
  ROUTE_FRAMES,
  type RouteFrame,
} from "@/client/app/route-frames";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { SiteFrame } from "@/client/components/site-frame";
import { AdminFirstScreen } from "@/client/features/admin/components/admin-first-screen";
import { AnnouncementsFirstScreen } from "@/client/features/admin/components/announcements-first-screen";
import { OverviewContent } from "@/client/features/admin/components/overview-content";
import { sidebarKeptExpanded } from "@/client/features/admin/components/sidebar-cookie";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { ResetLinkFirstScreen } from "@/client/features/auth/components/reset-link-screens";
import { COMMUNITY_SECTION, CommunityIntro } from "@/client/features/community/components/community-intro";
import { CONTACT_SECTION, ContactIntro } from "@/client/features/contact/components/contact-intro";
import { DASHBOARD_SECTION, DashboardIntro } from "@/client/features/dashboard/components/dashboard-intro";
import {
  MemberReminderOffBody,
  ReminderActionBody,
} from "@/client/features/landing/components/reminder-link-bodies";
import { LandingPage } from "@/client/features/landing/landing-page";
import {
  ImprintIntro,
  LEGAL_ARTICLE,
  LegalIntro,
  PrivacyIntro,
} from "@/client/features/legal/components/legal-intros";
import { MailOffBody } from "@/client/features/notifications/components/mail-off-body";
import {
  NOTIFICATIONS_SECTION,
  NotificationsIntro,
} from "@/client/features/notifications/components/notifications-intro";
import {
  ONBOARDING_SECTION,
  OnboardingIntro,
} from "@/client/features/onboarding/components/onboarding-intro";
import { PAYMENT_SECTION, PaymentIntro } from "@/client/features/payment/components/payment-intro";
import { ProfileFirstScreen } from "@/client/features/profile/components/profile-top";
import { OpenWeekTop } from "@/client/features/week/components/open-week-top";
import { WeekOpeningWords } from "@/client/features/week/components/week-intro";
import { WeekFirstScreen } from "@/client/features/week/components/week-title";
import { staticI18n, staticNamespace } from "@/client/i18n/static-i18n";
import type { LinkActionResult } from "@/client/lib/link-action";
import { week2 } from "@/content/weeks/week-2";
import { week3 } from "@/content/weeks/week-3";
import { week4 } from "@/content/weeks/week-4";
import { week5 } from "@/content/weeks/week-5";
import type { AdminOverview, Paged } from "@/shared/admin";
import type { AdminAnnouncement } from "@/shared/community";
import type { WeekNumber } from "@/shared/journey-fields";
import type { WeekStateResponse } from "@/shared/journey-schemas";
import type { LandingView } from "@/shared/landing-view";
import type { Language } from "@/shared/languages";
import { LINK_ACTION_ID } from "@/shared/page-data";
import type { Plan } from "@/shared/plans";
import type { ProfileSettings } from "@/shared/profile-schemas";
import type { SiteInfo } from "@/shared/public-forms";
import { paths } from "@/shared/routes";
import { parseWeekNumber } from "@/shared/weeks";

/**
 * The one module through which the server uses client code (checked by `server/layering.test.ts`):
 * `main.ts` hands `serverRenderer` to `createApp`, and the routes call it. It renders with data given
 * as props — no client hook, no query client, no API client in the server bundle.
 */
export type PageDataRequest =
  | { kind: "dashboard" }
  | { kind: "communityToday" }
  | { kind: "profileSettings" }
  | { kind: "week"; week: number }
  | { kind: "resetToken" }
  | { kind: "adminOverview" }
  | { kind: "adminAnnouncements" };

/**
 * The data a page's first screen is rendered from per request (decision 223): the member's own week or
 * settings, or whether a password reset link's token is valid.
 */
export type RequestScreen =
  | { kind: "week"; state: WeekStateResponse; plan: Plan | null }
  | { kind: "profile"; settings: ProfileSettings }
  | { kind: "resetLink"; valid: boolean }
  | { kind: "adminOverview"; overview: AdminOverview }
  | { kind: "adminAnnouncements"; answer: Paged<AdminAnnouncement> };

/**
 * What an admin page's first screen depends on besides the view (decision 219): whether the viewer sees
 * the admin area at all (an admin with two-factor sign-in on; anyone else gets the bare heading, as the
 * SPA sends them elsewhere or shows the setup screen) and the request's cookies, for the sidebar's kept
 * width.
 */
export type AdminFrameView = { ready: boolean; cookie: string };

export type ServerRenderer = {
  /**
   * The landing page as HTML for one view: language, signed in or not, current week, admin. Rendered on
   * the server, so the page is complete before any script runs (decision 025); the server keeps one
   * rendering per language and view (`server/routes/landing.ts`).
   */
  landing(language: Language, view: LandingView): string;
  /**
   * The frame of an SPA route (decision 200): header, the page's heading and footer for this language and
   * view — nothing personal, so the server keeps it per path, language and view. `key` names what the
   * markup depends on, found without rendering; `render()` renders it when that key is not kept yet;
   * `modules` are the route's source modules (their chunks are preloaded); `namespaces` the i18n texts
   * the route renders first, inlined where the answer shows its first screen (decision 205): the frame's
   * (`firstScreen`) or one rendered from the request (`requestScreen`, decision 223).
   */
  frame(
    language: Language,
    view: LandingView,
    pathname: string,
    admin: AdminFrameView,
    /** The same for every request of this server (its configuration), so it is not part of `key`. */
    site: SiteInfo,
  ): {
    key: string;
    modules: string[];
    /** The member's data the page carries (decision 216); a week only when it exists. */
    data: PageDataRequest | null;
    namespaces: () => Record<string, unknown>;
    /**
     * Whether the frame shows the route's first screen. Without one (a week that does not exist, an admin
     * page for someone the SPA sends elsewhere) the page's own render is not the next thing on screen.
     */
    firstScreen: boolean;
    /** A mail link's page, whose answer carries the script that sends the link's request (decision 224). */
    linkAction: boolean;
    render: () => string;
  };
  /**
   * A page's first screen from the data the answer carries (decision 223): an open week's header with
   * the member's status panel and, in weeks 2-5, its intro; the profile's top with their details; the
   * reset page's notice for an invalid link, or its heading for a valid one; the admin overview's counts
   * and charts, and the admin announcements' first list, below their intro (`cookie`: the sidebar's
   * kept width). Rendered from the request's data, not from the frame's key (the answer keeps some by
   * that data, `routes/spa-pages.ts`). `null` where the kept frame stays (a week the member cannot open
   * yet: the page adds the locked notice below the frame's title).
   */
  requestScreen(language: Language, screen: RequestScreen, cookie: string): string | null;
};

/** First screens that are the page's own intro inside its section (decisions 205, 219, 221). */
const INTRO_SCREENS = {
  dashboard: { section: DASHBOARD_SECTION, Intro: DashboardIntro },
  community: { section: COMMUNITY_SECTION, Intro: CommunityIntro },
  onboarding: { section: ONBOARDING_SECTION, Intro: OnboardingIntro },
  payment: { section: PAYMENT_SECTION, Intro: PaymentIntro },
  contact: { section: CONTACT_SECTION, Intro: ContactIntro },
  privacy: { section: LEGAL_ARTICLE, Intro: PrivacyIntro },
  legal: { section: LEGAL_ARTICLE, Intro: LegalIntro },
  notFound: { section: NOT_FOUND_SECTION, Intro: NotFoundIntro },
  notifications: { section: NOTIFICATIONS_SECTION, Intro: NotificationsIntro },
};

/** What a mail link's page shows below its heading, by its state (decision 224). */
const LINK_ACTION_BODIES: Record<LinkAction, ComponentType<{ result: LinkActionResult }>> = {
  reminderConfirm: ({ result }) => <ReminderActionBody action="confirm" result={result} />,
  reminderUnsubscribe: ({ result }) => <ReminderActionBody action="unsubscribe" result={result} />,
  memberReminderOff: MemberReminderOffBody,
  notificationMailOff: MailOffBody,
};

function linkActionTitle(language: Language, title: LinkActionTitle): string {
  const i18n = staticI18n(language);
  return title.ns === "landing"
    ? i18n.t(title.key, { ns: "landing" })
    : i18n.t(title.key, { ns: "notifications" });
}

/**
 * A route's first screen from the page's own components (decision 205): the same markup the page shows
 * before its data has arrived, so the SPA renders over it without a visible change.
 */
function FirstScreen({
  screen,
  language,
  week,
  sidebarExpanded,
  site,
}: {
  screen: NonNullable<RouteFrame["screen"]>;
  language: Language;
  /** The site's public facts (the server's configuration): the imprint shows the operator's details. */
  site: SiteInfo;
  /** The week page's week, parsed once by `frameFor`, which renders a week screen only for one that exists. */
  week: number | null;
  sidebarExpanded: boolean;
}) {
  switch (screen.kind) {
    case "admin":
      return (
        <AdminFirstScreen page={screen.page} sidebarExpanded={sidebarExpanded} timeZone={site.timeZone} />
      );
    case "week":
      return <WeekFirstScreen week={week as WeekNumber} language={language} />;
    case "imprint":
      return (
        <section className={LEGAL_ARTICLE}>
          <ImprintIntro operator={site.operator} />
        </section>
      );
    case "linkAction": {
      const Body = LINK_ACTION_BODIES[screen.action];
      // Both states in a template, for the page's inline script (decision 224): without script the
      // frame shows the heading alone.
      return (
        <LinkActionShell title={linkActionTitle(language, screen.title)}>
          <template id={LINK_ACTION_ID} data-endpoint={screen.endpoint}>
            <Body result={{ status: "pending" }} />
            <Body result={{ status: "done" }} />
          </template>
        </LinkActionShell>
      );
    }
    case "auth": {
      const i18n = staticI18n(language);
      return (
        <AuthShell
          title={i18n.t(`${screen.section}.title`, { ns: "auth" })}
          intro={i18n.t(`${screen.section}.intro`, { ns: "auth" })}
        />
      );
    }
    default: {
      const { section, Intro } = INTRO_SCREENS[screen.kind];
      return (
        <section className={section}>
          <Intro />
        </section>
      );
    }
  }
}

/**
 * The source modules of a week's tasks (`week-page.tsx`, `loadWeek`) and of its texts in the page's
 * language (`use-week-texts.ts`, decision 218).
 */
const weekContentModules = (weekNumber: number, language: Language) => [
  `src/client/features/week/components/week-${weekNumber}-content.tsx`,
  `src/content/weeks/week-${weekNumber}-${language}.ts`,
];

function frameFor(
  language: Language,
  view: LandingView,
  pathname: string,
  admin: AdminFrameView,
  site: SiteInfo,
) {
  let match: { route: (typeof ROUTE_FRAMES)[number]; match: PathMatch } | undefined;
  for (const route of ROUTE_FRAMES) {
    const found = matchPath(route.pattern, pathname);
    if (found) {
      match = { route, match: found };
      break;
    }
  }
  const i18n = staticI18n(language);
  const heading = () =>
    match?.route.heading
      ? i18n.t(`pages.${match.route.heading}`, { ns: "common", n: match.match?.params.weekNumber ?? "" })
      : undefined;
  // NavLink marks the current page, so the markup depends on the path: known routes by their path,
  // anything else (the not-found page) as one.
  const location = match ? pathname : "/__not_found__";
  const week = parseWeekNumber(match?.match.params.weekNumber);
  // Every unknown address shares the not-found page's first screen.
  const routeScreen = match ? match.route.screen : ({ kind: "notFound" } as const);
  // A week page's first screen needs a week that exists, an admin page's an admin who sees the area.
  const screen =
    (routeScreen?.kind === "week" && week === null) || (routeScreen?.kind === "admin" && !admin.ready)
      ? undefined
      : routeScreen;
  const sidebarExpanded = sidebarKeptExpanded(admin.cookie);
  const kind = match?.route.data;
  const data: PageDataRequest | null =
    kind === "week" ? (week === null ? null : { kind, week }) : kind ? { kind } : null;
  return {
    key: `${language}:${location}:${view.signedIn}:${view.isAdmin}${screen?.kind === "admin" ? `:${sidebarExpanded}` : ""}`,
    data,
    // A week's own content modules are loaded by the page after it has rendered (decision 131); announced
    // here, they arrive with the page's chunk instead of after it (decisions 216, 218).
    modules: [
      ...(match?.route.modules ?? []),
      ...(screen?.kind === "week" && week !== null ? weekContentModules(week, language) : []),
    ],
    namespaces: () =>
      Object.fromEntries((match?.route.namespaces ?? []).map((ns) => [ns, staticNamespace(language, ns)])),
    firstScreen: Boolean(screen),
    linkAction: screen?.kind === "linkAction",
    render: () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={location}>
            <SiteFrame view={view} heading={heading()}>
              {screen ? (
                <FirstScreen
                  screen={screen}
                  language={language}
                  week={week}
                  sidebarExpanded={sidebarExpanded}
                  site={site}
                />
              ) : undefined}
            </SiteFrame>
          </StaticRouter>
        </I18nextProvider>,
      ),
  };
}

/**
 * The intros of weeks 2-5, the first thing in their content. Week 1 starts with a note for a member who
 * comes back; its largest first paint is its title, which the frame already holds.
 */
const WEEK_INTROS = { 2: week2, 3: week3, 4: week4, 5: week5 } as const;

function requestScreen(language: Language, screen: RequestScreen, cookie: string): string | null {
  let content: ReactNode;
  let location: string;
  if (screen.kind === "week") {
    const { state, plan } = screen;
    if (!state.access.accessible) return null;
    const texts = state.week in WEEK_INTROS ? WEEK_INTROS[state.week as keyof typeof WEEK_INTROS] : null;
    location = paths.week(state.week);
    content = (
      <OpenWeekTop data={state} language={language} plan={plan}>
        {texts ? <WeekOpeningWords paragraphs={texts[language].intro} /> : null}
      </OpenWeekTop>
    );
  } else if (screen.kind === "profile") {
    location = paths.profile;
    content = <ProfileFirstScreen settings={screen.settings} language={language} />;
  } else if (screen.kind === "resetLink") {
    location = paths.resetPassword;
    content = <ResetLinkFirstScreen valid={screen.valid} />;
  } else if (screen.kind === "adminOverview") {
    location = paths.admin;
    content = (
      <AdminFirstScreen page="overview" sidebarExpanded={sidebarKeptExpanded(cookie)}>
        <OverviewContent data={screen.overview} />
      </AdminFirstScreen>
    );
  } else {
    location = paths.adminAnnouncements;
    content = (
      <AdminFirstScreen page="announcements" sidebarExpanded={sidebarKeptExpanded(cookie)}>
        <AnnouncementsFirstScreen answer={screen.answer} />
      </AdminFirstScreen>
    );
  }
  return renderToString(
    <I18nextProvider i18n={staticI18n(language)}>
      <StaticRouter location={location}>{content}</StaticRouter>
    </I18nextProvider>,
  );
}

export const serverRenderer: ServerRenderer = {
  landing: (language, view) =>
    renderToString(
      <I18nextProvider i18n={staticI18n(language)}>
        <StaticRouter location={paths.home}>
          <LandingPage view={view} />
        </StaticRouter>
      </I18nextProvider>,
    ),
  frame: frameFor,
  requestScreen,
};
