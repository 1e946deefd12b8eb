import { useTranslation } from "react-i18next";

/** Onboarding is the first of five steps, so the bar stands at 20 percent (spec section 9). */
export const ONBOARDING_PROGRESS_PERCENT = 20;

export function OnboardingProgress() {
  const { t } = useTranslation("onboarding");
  return (
    <div className="mb-8">
      <div className="mb-2 flex items-center justify-between text-sm text-muted">
        <span id="onboarding-progress-label">{t("progressLabel")}</span>
        <span>{t("progressValue", { percent: ONBOARDING_PROGRESS_PERCENT })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="onboarding-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={ONBOARDING_PROGRESS_PERCENT}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${ONBOARDING_PROGRESS_PERCENT}%` }}
        />
      </div>
    </div>
  );
}
