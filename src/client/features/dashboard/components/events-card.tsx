import { CalendarDays, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import { longDateTime } from "@/client/lib/format";
import type { DashboardEvent } from "@/shared/dashboard";
import type { Language } from "@/shared/languages";

/** Only http(s) links are offered, whatever an admin typed. */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

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
        <ul className="mt-3 flex flex-col gap-4">
          {events.map((event) => {
            const link = safeLink(event.eventLink);
            return (
              <li key={event.id} className="border-l-2 border-primary/50 pl-3">
                <p className="text-sm text-muted">
                  <time dateTime={event.eventDate}>{longDateTime(event.eventDate, language)}</time>
                </p>
                <p className="font-medium">{event.title}</p>
                {event.description ? <p className="text-sm text-muted">{event.description}</p> : null}
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                  >
                    {t("events.join")}
                    <ExternalLink aria-hidden size={14} />
                    <span className="sr-only">{t("events.opensInNewTab")}</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
