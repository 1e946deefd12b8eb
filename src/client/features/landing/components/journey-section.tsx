import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Section } from "@/client/features/landing/components/section";
import { cn } from "@/client/lib/cn";

type Step = { title: string; text: string };

/** Five steps, at most one open; clicking the open step closes it (spec section 2). */
export function JourneySection() {
  const { t } = useTranslation("landing");
  const steps = t("journey.steps", { returnObjects: true }) as unknown as Step[];
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <Section id="journey" title={t("journey.title")} intro={t("journey.intro")} tone="muted">
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const expanded = open === index;
          const n = index + 1;
          return (
            <li
              key={step.title}
              className={cn(
                "rounded-xl border bg-surface transition-colors",
                expanded ? "border-primary shadow-card" : "border-border",
              )}
            >
              <h3 className="font-sans">
                <button
                  type="button"
                  id={`${id}-button-${n}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-panel-${n}`}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center gap-4 rounded-xl p-4 text-left sm:p-5"
                >
                  <span
                    aria-hidden
                    className={cn(
                      "flex h-11 w-11 shrink-0 items-center justify-center rounded-full font-serif text-lg font-semibold",
                      expanded ? "bg-primary text-primary-foreground" : "bg-primary-soft text-primary",
                    )}
                  >
                    {n}
                  </span>
                  <span className="flex-1">
                    <span className="block text-sm text-muted">{t("journey.weekLabel", { n })}</span>
                    <span className="block font-serif text-xl font-semibold">{step.title}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    size={22}
                    className={cn("shrink-0 text-muted transition-transform", expanded && "rotate-180")}
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
