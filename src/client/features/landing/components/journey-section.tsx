import ChevronDown from "lucide-react/icons/chevron-down";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Section } from "@/client/features/landing/components/section";
import { weekTitles } from "@/content/week-titles";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";

/**
 * Five steps, at most one open; clicking the open step closes it (spec section 2). Rendered on the
 * server with the first step open; the landing script (enhance/accordion.ts) toggles them, and the
 * open look follows aria-expanded in CSS.
 */
export function JourneySection() {
  const { t, i18n } = useTranslation("landing");
  const steps = t("journey.steps", { returnObjects: true });
  const titles = weekTitles[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  const id = useId();
  return (
    <Section id="journey" title={t("journey.title")} intro={t("journey.intro")} tone="muted">
      <ol className="flex flex-col gap-3" data-accordion>
        {steps.map((step, index) => {
          const expanded = index === 0;
          const n = (index + 1) as keyof typeof titles;
          return (
            <li
              key={n}
              className="rounded-xl border border-border bg-surface transition-colors has-[[aria-expanded=true]]:border-primary has-[[aria-expanded=true]]:shadow-card"
            >
              <h3 className="font-sans">
                <button
                  type="button"
                  id={`${id}-button-${n}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-panel-${n}`}
                  className="group flex w-full items-center gap-4 rounded-xl p-4 text-left sm:p-5"
                >
                  <span
                    aria-hidden
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-soft font-serif text-lg font-semibold text-primary group-aria-expanded:bg-primary group-aria-expanded:text-primary-foreground"
                  >
                    {n}
                  </span>
                  <span className="flex-1">
                    <span className="block text-sm text-muted">{t("journey.weekLabel", { n })}</span>
                    <span className="block font-serif text-xl font-semibold">{titles[n].title}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    size={22}
                    className="shrink-0 text-muted transition-transform group-aria-expanded:rotate-180"
                  />
                </button>
              </h3>
              <section
                id={`${id}-panel-${n}`}
                aria-labelledby={`${id}-button-${n}`}
                hidden={!expanded}
                className="px-4 pb-5 sm:pr-5 sm:pl-20"
              >
                <p className="max-w-prose leading-relaxed text-muted">{step.text}</p>
              </section>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
