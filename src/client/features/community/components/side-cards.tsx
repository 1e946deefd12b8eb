import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import Quote from "lucide-react/icons/quote";
import { useTranslation } from "react-i18next";
import { EventList } from "@/client/components/event-list";
import { Card } from "@/client/components/ui/card";
import { useEvents } from "@/client/features/community/api/community-api";
import { LoadError } from "@/client/features/community/components/load-error";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { quoted } from "@/client/lib/format";
import type { WeeklyContent } from "@/shared/community";

/** Events from now on, soonest first, in the long date form of the page's language. */
export function UpcomingEventsCard() {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const events = useEvents(language);
  return (
    <Card role="region" aria-labelledby="events-title">
      <h2 id="events-title" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarDays aria-hidden size={20} className="text-primary" />
        {t("events.title")}
      </h2>
      <div className="mt-3">
        {events.isPending ? (
          <p className="text-muted">{t("loading", { ns: "common" })}</p>
        ) : events.isLoadingError ? null : events.data.length === 0 ? (
          <p className="text-muted">{t("events.empty")}</p>
        ) : (
          <EventList
            events={events.data}
            language={language}
            labels={{
              join: t("events.join"),
              opensInNewTab: t("events.opensInNewTab"),
              happeningNow: t("events.happeningNow"),
            }}
          />
        )}
        <LoadError className="mt-3" message={t("events.loadFailed")} query={events} />
      </div>
    </Card>
  );
}

export function QuoteCard({ quote }: { quote: WeeklyContent | null }) {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  if (!quote) return null;
  return (
    <Card role="region" aria-labelledby="quote-title">
      <h2 id="quote-title" className="flex items-center gap-2 text-xl font-semibold">
        <Quote aria-hidden size={20} className="text-primary" />
        {t("quote.title")}
      </h2>
      <figure className="mt-3">
        <blockquote className="font-serif text-lg italic">{quoted(quote.content, language)}</blockquote>
        <figcaption className="mt-2 text-sm text-muted">— {quote.title}</figcaption>
      </figure>
    </Card>
  );
}

const PLANNED = ["kickoff", "midpoint", "closing"] as const;

/** The journey's three fixed meetings (spec 2); dates follow as events once they are set. */
export function PlannedEventsCard() {
  const { t } = useTranslation("community");
  return (
    <Card role="region" aria-labelledby="planned-title">
      <h2 id="planned-title" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarHeart aria-hidden size={20} className="text-primary" />
        {t("planned.title")}
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {PLANNED.map((key) => (
          <li key={key}>
            <p className="font-medium">{t(`planned.${key}`)}</p>
            <p className="text-sm text-muted">{t(`planned.${key}Text`)}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
