import CalendarDays from "lucide-react/icons/calendar-days";
import { useTranslation } from "react-i18next";
import { EventList } from "@/client/components/event-list";
import { Card } from "@/client/components/ui/card";
import type { DashboardEvent } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";

export function EventsCard({ events, language }: { events: DashboardEvent[]; language: Language }) {
  const { t } = useTranslation("dashboard");
  return (
    <Card aria-labelledby="events-title">
      <h2 id="events-title" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarDays aria-hidden size={20} className="text-primary" />
        {t("events.title")}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">{t("events.empty")}</p>
      ) : (
        <div className="mt-3">
          <EventList
            events={events}
            language={language}
            labels={{
              join: t("events.join"),
              opensInNewTab: t("events.opensInNewTab"),
              happeningNow: t("events.happeningNow"),
            }}
          />
        </div>
      )}
    </Card>
  );
}
