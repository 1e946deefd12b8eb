import Check from "lucide-react/icons/check";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";
import { weekTitles } from "@/content/week-titles";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";
import { formatPrice, PLAN_PRICE_CENTS, type Plan } from "@/shared/plans";

type PlanCardProps = {
  plan: Plan;
  /** The radio group's name; cards sharing it form one group (arrow keys move between them). */
  groupName: string;
  selected: boolean;
  onSelect: (plan: Plan) => void;
  /** Shown on the selected card, e.g. "Ausgewählt" on the landing page, "Ausgewählter Plan" on /payment. */
  selectedLabel?: string;
  /** Shows the "currently free in the test phase" note under paid prices. */
  testPhase?: boolean;
  disabled?: boolean;
};

/**
 * One selectable plan: a native radio whose label covers the card, so the whole card is clickable and
 * keyboard, screen reader and form semantics come for free. Name, price and features come from the
 * one plan configuration (src/shared/plans.ts) and the "plans" namespace.
 */
export function PlanCard({
  plan,
  groupName,
  selected,
  onSelect,
  selectedLabel,
  testPhase = true,
  disabled,
}: PlanCardProps) {
  const { t, i18n } = useTranslation("plans");
  const id = useId();
  const cents = PLAN_PRICE_CENTS[plan];
  const name = t(`names.${plan}`);
  // The first week's title comes from the week content, so the plan list never words it differently.
  const firstWeek = weekTitles[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE][1].title;
  const features = t(`features.${plan}`, { returnObjects: true, n: 1, title: firstWeek });
  return (
    <div
      className={cn(
        "group relative flex h-full cursor-pointer flex-col rounded-xl border-2 bg-surface p-5 shadow-card transition-colors sm:p-6",
        "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        // The look follows the radio itself, so a server-rendered card (landing page) needs no script for it.
        "border-border hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-soft/40",
        disabled && "cursor-not-allowed opacity-60",
      )}
      data-plan={plan}
      data-selected={selected || undefined}
    >
      <input
        id={`${id}-radio`}
        type="radio"
        name={groupName}
        value={plan}
        checked={selected}
        disabled={disabled}
        onChange={() => onSelect(plan)}
        aria-describedby={`${id}-price ${id}-description`}
        className="sr-only"
      />
      <span className="flex items-start justify-between gap-3">
        {/* The label stretches over the whole card, so a click anywhere selects the plan. */}
        <label
          htmlFor={`${id}-radio`}
          className="font-serif text-2xl font-semibold after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          {name}
        </label>
        <span
          aria-hidden={!selected}
          data-selected-badge
          className="invisible inline-flex h-7 items-center gap-1 rounded-full bg-primary px-2.5 text-xs font-semibold text-primary-foreground group-has-checked:visible"
        >
          <Check aria-hidden size={14} strokeWidth={3} />
          {selectedLabel ?? t("selected")}
        </span>
      </span>
      <span id={`${id}-price`} className="mt-3 block">
        <span className="font-serif text-3xl font-semibold">
          {cents === 0 ? t("free") : formatPrice(cents, i18n.language ?? "de")}
        </span>
        {cents > 0 ? <span className="ml-1.5 text-sm text-muted">{t("oneTime")}</span> : null}
        {cents > 0 && testPhase ? (
          <span className="mt-2 block w-fit rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
            {t("currentlyFree")}
          </span>
        ) : null}
      </span>
      <span id={`${id}-description`} className="mt-3 block text-muted">
        {t(`descriptions.${plan}`)}
      </span>
      <span className="sr-only">{t("featuresLabel", { plan: name })}</span>
      <ul className="mt-5 flex flex-col gap-2 border-t border-border pt-5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
