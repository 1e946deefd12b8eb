import { useTranslation } from "react-i18next";
import { OnboardingProgress } from "@/client/features/onboarding/components/onboarding-progress";

/** The top of the onboarding: the progress bar, the eyebrow, the title and the intro. */
export function OnboardingIntro() {
  const { t } = useTranslation("onboarding");
  return (
    <>
      <OnboardingProgress />
      <header className="mb-10">
        <p className="mb-2 text-sm font-medium tracking-wide text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t("intro")}</p>
      </header>
    </>
  );
}

/** The section around the onboarding page. */
export const ONBOARDING_SECTION = "mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12";
