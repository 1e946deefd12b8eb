import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlanCard } from "@/client/components/plan-card";
import { buttonClasses } from "@/client/components/ui/button";
import { Section } from "@/client/features/landing/components/section";
import { useSession } from "@/client/lib/session";
import { PLANS, type Plan } from "@/shared/plans";
import { paths } from "@/shared/routes";

export function PricingSection() {
  const { t } = useTranslation("landing");
  const { t: tp } = useTranslation("plans");
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [plan, setPlan] = useState<Plan>("free");
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
              selected={plan === option}
              onSelect={setPlan}
            />
          ))}
        </div>
      </fieldset>
      <p className="mt-6 max-w-3xl text-sm leading-relaxed text-muted">{tp("testPhaseNote")}</p>
      <div className="mt-8">
        {signedIn ? (
          <Link to={paths.dashboard} className={buttonClasses("primary", "lg")}>
            {t("pricing.startSignedIn")}
            <ArrowRight aria-hidden size={20} />
          </Link>
        ) : (
          <Link to={`${paths.register}?plan=${plan}`} className={buttonClasses("primary", "lg")}>
            {t("pricing.start", { plan: tp(`names.${plan}`) })}
            <ArrowRight aria-hidden size={20} />
          </Link>
        )}
      </div>
    </Section>
  );
}
