import ExternalLink from "lucide-react/icons/external-link";
import { useDates } from "@/client/lib/page-clock";
import type { Language } from "@/shared/languages";

type ListedEvent = {
  id: string;
  title: string;
  description: string | null;
  eventDate: string;
  /** The end (start plus duration): a running event stays listed, marked, until then (decision 197). */
  endsAt: string;
  eventLink: string | null;
};

/** Started and not yet ended (decision 197); kept here so the list imports no shared module. */
function isRunning(event: ListedEvent, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(event.eventDate) <= at && at < Date.parse(event.endsAt);
}

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

/**
 * Events that have not ended, as the dashboard and the community show them: long date (with "happening
 * now" while one runs), title, text, join link.
 */
export function EventList({
  events,
  language,
  labels,
}: {
  events: ListedEvent[];
  language: Language;
  labels: { join: string; opensInNewTab: string; happeningNow: string };
}) {
  const { longDateTime } = useDates();
  const now = new Date();
  return (
    <ul className="flex flex-col gap-4">
      {events.map((event) => {
        const link = safeLink(event.eventLink);
        return (
          <li key={event.id} className="border-l-2 border-primary/50 pl-3">
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <time dateTime={event.eventDate}>{longDateTime(event.eventDate, language)}</time>
              {isRunning(event, now) ? (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {labels.happeningNow}
                </span>
              ) : null}
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
                {labels.join}
                <ExternalLink aria-hidden size={14} />
                <span className="sr-only">{labels.opensInNewTab}</span>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
