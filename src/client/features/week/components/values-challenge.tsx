import CalendarCheck from "lucide-react/icons/calendar-check";
import { useTranslation } from "react-i18next";
import { Card } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { WEEKDAYS, type Weekday } from "@/shared/journey-fields";

export const emptyChallenge = Object.fromEntries(WEEKDAYS.map((day) => [day, false])) as Record<
  Weekday,
  boolean
>;

/** Seven days, Monday to Sunday: one small act for one value each day. */
export function ValuesChallenge({
  title,
  description,
  days,
  onChange,
}: {
  title: string;
  description: string;
  days: Record<Weekday, boolean>;
  onChange: (next: Record<Weekday, boolean>) => void;
}) {
  const { t } = useTranslation("week");
  const count = WEEKDAYS.filter((day) => days[day]).length;
  return (
    <Card>
      <div className="flex items-center gap-3">
        <CalendarCheck aria-hidden className="text-primary" size={22} />
        <h2 className="text-2xl font-semibold">{title}</h2>
      </div>
      <p className="mt-2 text-muted">{description}</p>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={7}
        aria-valuenow={count}
        aria-label={t("challenge.progress", { count, total: WEEKDAYS.length })}
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${(count / 7) * 100}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-muted">{t("challenge.progress", { count, total: WEEKDAYS.length })}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{title}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <div key={day} className="rounded-md border border-border p-3">
              <Checkbox
                checked={days[day]}
                onCheckedChange={(value) => onChange({ ...days, [day]: value })}
                label={t(`challenge.days.${day}`)}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
