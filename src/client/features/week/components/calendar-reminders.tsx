import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { calendarInfoQuery, reminderIcsUrl } from "@/client/features/week/api/journey-api";
import type { Week5Content } from "@/content/weeks/week-5-shape";
import {
  DEFAULT_CHECK_DAY,
  DEFAULT_REMINDER_TIMES,
  externalCalendarLink,
  firstOccurrence,
  ICS_FILE_NAMES,
  REMINDER_TIME_PATTERN,
  type ReminderKind,
} from "@/shared/calendar-reminders";
import { WEEKDAYS, type Weekday } from "@/shared/journey-fields";
import type { Language } from "@/shared/languages";
import { paths } from "@/shared/routes";

/**
 * Week 5's two calendar reminders, each with an external calendar link and an .ics file: the forms
 * inside week 5's calendar card. They sit far down the page and wait for their own data, so they load
 * on their own, beside that data, outside the week page's first load (decision 131).
 */
export function CalendarReminderForms({ content, language }: { content: Week5Content; language: Language }) {
  const info = useQuery(calendarInfoQuery);
  const timeZone = info.data?.timeZone ?? "Europe/Berlin";
  const purposeStatement = info.data?.purposeStatement ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Reminder kind="gratitude" content={content} language={language} timeZone={timeZone} />
      <Reminder
        kind="purpose-check"
        content={content}
        language={language}
        timeZone={timeZone}
        purposeStatement={purposeStatement}
      />
    </div>
  );
}

function Reminder({
  kind,
  content,
  language,
  timeZone,
  purposeStatement = null,
}: {
  kind: ReminderKind;
  content: Week5Content;
  language: Language;
  timeZone: string;
  /** The weekly check carries the purpose statement, like its .ics file. */
  purposeStatement?: string | null;
}) {
  const { t } = useTranslation("week");
  const id = useId();
  const [time, setTime] = useState(DEFAULT_REMINDER_TIMES[kind]);
  const [day, setDay] = useState<Weekday>(DEFAULT_CHECK_DAY);
  const event = kind === "gratitude" ? content.calendar.gratitude : content.calendar.check;
  const valid = REMINDER_TIME_PATTERN.test(time);
  const chosenDay = kind === "purpose-check" ? day : undefined;
  const link = valid
    ? externalCalendarLink({
        kind,
        start: firstOccurrence({ kind, time, day: chosenDay, now: new Date(), timeZone }),
        day: chosenDay,
        timeZone,
        title: event.summary,
        details: purposeStatement
          ? `${event.description}\n\n${content.calendar.statementLabel} ${purposeStatement}`
          : event.description,
      })
    : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {event.title}
      </h3>
      <div className="mt-3 flex flex-wrap gap-3">
        {kind === "purpose-check" ? (
          <div>
            <label htmlFor={`${id}-day`} className="block text-sm font-medium">
              {t("calendar.day")}
            </label>
            <select
              id={`${id}-day`}
              value={day}
              onChange={(e) => setDay(e.target.value as Weekday)}
              className="mt-1 h-11 rounded-md border border-control bg-surface px-3"
            >
              {WEEKDAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`challenge.days.${d}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-time`} className="block text-sm font-medium">
            {t("calendar.time")}
          </label>
          <Input
            id={`${id}-time`}
            type="time"
            value={time}
            required
            onChange={(e) => setTime(e.target.value)}
            className="mt-1 w-36"
            aria-describedby={`${id}-zone`}
          />
        </div>
      </div>
      <p id={`${id}-zone`} className="mt-1 text-xs text-muted">
        {t("calendar.timeZone", { zone: timeZone })} ·{" "}
        <Link to={paths.profile} className="underline hover:text-foreground">
          {t("calendar.changeTimeZone")}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={!valid || undefined}
          className={buttonClasses("secondary", "sm")}
        >
          <ExternalLink aria-hidden size={16} />
          {t("calendar.external")}
          <span className="sr-only">
            {" "}
            ({event.title}, {t("calendar.newTab")})
          </span>
        </a>
        <a
          href={valid ? reminderIcsUrl({ kind, time, day: chosenDay, lang: language }) : undefined}
          download={ICS_FILE_NAMES[kind]}
          aria-disabled={!valid || undefined}
          className={buttonClasses("secondary", "sm")}
        >
          <Download aria-hidden size={16} />
          {t("calendar.ics")}
          <span className="sr-only"> ({event.title})</span>
        </a>
      </div>
    </section>
  );
}
