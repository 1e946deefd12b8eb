import ShieldCheck from "lucide-react/icons/shield-check";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReflectionDownloadCard } from "@/client/components/reflection-download-card";
import { useToday } from "@/client/features/community/api/community-api";
import { AnnouncementsSection, BulletinSection } from "@/client/features/community/components/board-sections";
import { COMMUNITY_SECTION, CommunityIntro } from "@/client/features/community/components/community-intro";
import { DailyImpulseCard } from "@/client/features/community/components/daily-impulse-card";
import { ForumSearch } from "@/client/features/community/components/forum-search";
import { ForumSection } from "@/client/features/community/components/forum-section";
import { LoadError } from "@/client/features/community/components/load-error";
import {
  PlannedEventsCard,
  QuoteCard,
  UpcomingEventsCard,
} from "@/client/features/community/components/side-cards";
import { SuspensionNotice } from "@/client/features/community/components/suspension-notice";
import { WeeklyImpulseCard } from "@/client/features/community/components/weekly-impulse-card";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { paths } from "@/shared/routes";

/** /community for every signed-in member: today's impulses, the forum, the board and the events. */
export function CommunityPage() {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const today = useToday(language);

  return (
    <section className={COMMUNITY_SECTION}>
      <CommunityIntro />
      <SuspensionNotice />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {/* Spec section 2: weekly impulse, forum, daily impulse. */}
          {today.isPending ? (
            // The two impulse cards are about 40rem high on a phone: held while they load, so the
            // sections below are not pushed down when they arrive.
            <p className="min-h-[40rem] text-muted">{t("loading", { ns: "common" })}</p>
          ) : today.isLoadingError ? null : (
            <WeeklyImpulseCard impulse={today.data.weeklyImpulse} />
          )}
          <LoadError message={t("impulses.loadFailed")} query={today} />
          <ForumSearch />
          <ForumSection />
          {today.data ? <DailyImpulseCard impulse={today.data.dailyImpulse} /> : null}
          <AnnouncementsSection />
          <BulletinSection />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <UpcomingEventsCard />
          <QuoteCard quote={today.data?.quote ?? null} />
          <PlannedEventsCard />
          {/* Hidden for everyone but graduates, and whenever the badge lookup failed (isGraduate false). */}
          {today.data?.isGraduate ? <ReflectionDownloadCard /> : null}
        </aside>
      </div>

      <footer className="mt-10 flex gap-3 rounded-lg border border-border bg-surface-muted p-5 text-sm">
        <ShieldCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-primary" />
        <div>
          <h2 className="font-semibold">{t("privacy.title")}</h2>
          <p className="mt-1 text-muted">{t("privacy.text")}</p>
          <Link to={paths.privacy} className="mt-2 inline-block font-medium text-primary underline">
            {t("privacy.link")}
          </Link>
        </div>
      </footer>
    </section>
  );
}
