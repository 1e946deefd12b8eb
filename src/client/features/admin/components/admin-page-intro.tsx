import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { Alert } from "@/client/components/ui/alert";

/** The admin pages, by the key their heading and intro have in the `admin` namespace. */
export type AdminIntroPage =
  | "overview"
  | "community"
  | "impulses"
  | "posts"
  | "events"
  | "users"
  | "announcements"
  | "audit"
  | "reports";

/** The intro's key of each page; the events page's names the site's time zone. */
const INTROS = {
  overview: "overview.intro",
  community: "communityPage.intro",
  impulses: "impulses.intro",
  posts: "posts.intro",
  events: "events.intro",
  users: "users.intro",
  announcements: "announcements.intro",
  audit: "audit.intro",
  reports: "reports.intro",
} as const satisfies Record<AdminIntroPage, string>;

/** An admin page's heading and intro and, on the community page, the system-update banner. */
export function AdminPageIntro({
  page,
  timeZone = "…",
}: {
  page: AdminIntroPage;
  /** The site's time zone, which the events page's intro names (`SiteInfo`, in every page's answer). */
  timeZone?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeading title={t(`nav.${page}`)}>{t(INTROS[page], { zone: timeZone })}</PageHeading>
      {page === "community" ? (
        <Alert tone="info" title={t("communityPage.bannerTitle")} className="mb-8">
          {t("communityPage.banner")}
        </Alert>
      ) : null}
    </>
  );
}
