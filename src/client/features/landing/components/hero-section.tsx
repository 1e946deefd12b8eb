import ArrowRight from "lucide-react/icons/arrow-right";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import type { LandingView } from "@/shared/landing-view";
import { paths } from "@/shared/routes";

export function HeroSection({ view }: { view: LandingView }) {
  const { t } = useTranslation("landing");
  const { signedIn, currentWeek: week } = view;
  return (
    <section data-section="hero" aria-labelledby="hero-title" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent">{t("hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-4 text-hero font-semibold">
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            {signedIn ? (
              <Link to={paths.week(week)} className={buttonClasses("primary", "lg")}>
                {t("hero.continue")}
                <ArrowRight aria-hidden size={20} />
              </Link>
            ) : (
              <Link to={paths.register} className={buttonClasses("primary", "lg")}>
                {t("hero.start")}
                <ArrowRight aria-hidden size={20} />
              </Link>
            )}
            <a href="#journey" className={buttonClasses("ghost", "lg")}>
              {t("hero.learnMore")}
            </a>
          </div>
        </div>
        <img
          src="/journey-path.svg"
          alt={t("hero.imageAlt")}
          width={480}
          height={400}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md rounded-2xl md:max-w-none"
        />
      </div>
    </section>
  );
}
