import ArrowRight from "lucide-react/icons/arrow-right";
import { useTranslation } from "react-i18next";
import { PlanCard } from "@/client/components/plan-card";
import { buttonClasses } from "@/client/components/ui/button";
import { Section } from "@/client/features/landing/components/section";
import { DEFAULT_PLAN, PLANS } from "@/shared/plans";
import { paths } from "@/shared/routes";

/**
 * Three selectable plans; the start link carries the chosen one to /register. Rendered on the server:
 * enhance/pricing.ts rewrites the link when another card is chosen, from the labels in data-start-labels.
 */
export function PricingSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("landing");
  const { t: tp } = useTranslation("plans");
  const startLabels = Object.fromEntries(
    PLANS.map((plan) => [plan, t("pricing.start", { plan: tp(`names.${plan}`) })]),
  );
  return (
    <Section id="pricing" title={t("pricing.title")} intro={t("pricing.intro")}>
      <fieldset>
        <legend className="sr-only">{t("pricing.groupLabel")}</legend>
        <div className="grid gap-5 md:grid-cols-3">
          {PLANS.map((option) => (
            <PlanCard
              key={option}
              plan={option}
              groupName="landing-plan"
              selected={option === DEFAULT_PLAN}
              onSelect={() => undefined}
            />
          ))}
        </div>
      </fieldset>
      <p className="mt-6 max-w-3xl text-sm leading-relaxed text-muted">{tp("testPhaseNote")}</p>
      <div className="mt-8">
        {signedIn ? (
          <a href={paths.dashboard} className={buttonClasses("primary", "lg")}>
            {t("pricing.startSignedIn")}
            <ArrowRight aria-hidden size={20} />
          </a>
        ) : (
          <a
            href={`${paths.register}?plan=${DEFAULT_PLAN}`}
            data-plan-start
            data-start-labels={JSON.stringify(startLabels)}
            className={buttonClasses("primary", "lg")}
          >
            <span>{startLabels[DEFAULT_PLAN]}</span>
            <ArrowRight aria-hidden size={20} />
          </a>
        )}
      </div>
    </Section>
  );
}
