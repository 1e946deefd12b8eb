import ArrowRight from "lucide-react/icons/arrow-right";
import Compass from "lucide-react/icons/compass";
import Heart from "lucide-react/icons/heart";
import Sparkles from "lucide-react/icons/sparkles";
import Sun from "lucide-react/icons/sun";
import Users from "lucide-react/icons/users";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useConsent, useGrantConsent } from "@/client/features/onboarding/api/consent";
import { ConsentDialog } from "@/client/features/onboarding/components/consent-dialog";
import {
  ONBOARDING_SECTION,
  OnboardingIntro,
} from "@/client/features/onboarding/components/onboarding-intro";
import { useHydrated } from "@/client/lib/hydrated";
import { useDates } from "@/client/lib/page-clock";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import { weekTitles } from "@/content/week-titles";
import { CONSENT_MODAL_DELAY_MS } from "@/shared/consent-policy";
import { isLanguage } from "@/shared/languages";
import { TOTAL_WEEKS } from "@/shared/plans";
import { paths } from "@/shared/routes";

/** When the browser first painted this document (or now, where it does not say). */
function firstPaintAt(): number {
  return performance.getEntriesByName?.("first-contentful-paint")[0]?.startTime ?? performance.now();
}

const BENEFITS = [
  { key: "clarity", Icon: Compass },
  { key: "sentence", Icon: Sparkles },
  { key: "everyday", Icon: Sun },
  { key: "together", Icon: Users },
] as const;

/** "auto": the dialog opens by itself once the delay has passed and consent is missing. */
type DialogState = "auto" | "open" | "closed";

export function OnboardingPage() {
  const { longDate } = useDates();
  const { t, i18n } = useTranslation("onboarding");
  const navigate = useNavigate();
  const session = useSession();
  const consent = useConsent();
  const grant = useGrantConsent();
  const [delayPassed, setDelayPassed] = useState(false);
  const [dialog, setDialog] = useState<DialogState>("auto");
  // Set when "Jetzt starten" opened the dialog: agreeing then carries on with the start.
  const [startAfterConsent, setStartAfterConsent] = useState(false);

  // The delay counts from when the page was on screen: on a first load that is the server's page at
  // its first paint, well before React has hydrated it; after a navigation in the app, the mount.
  const hydrated = useHydrated();
  const [shownAt] = useState(() => (hydrated ? performance.now() : firstPaintAt()));
  useEffect(() => {
    const wait = Math.max(0, CONSENT_MODAL_DELAY_MS - (performance.now() - shownAt));
    const timer = setTimeout(() => setDelayPassed(true), wait);
    return () => clearTimeout(timer);
  }, [shownAt]);

  const consentMissing = consent.data?.complete === false;
  const dialogOpen = dialog === "open" || (dialog === "auto" && delayPassed && consentMissing);
  const language = isLanguage(i18n.language) ? i18n.language : "de";
  const profile = session.data?.profile;

  const proceed = () => {
    // Without a plan the next step is choosing one; with a plan the journey continues where it stands.
    navigate(profile?.subscriptionType ? paths.week(profile.currentWeek) : paths.payment);
  };

  const start = async () => {
    const status = consent.data ?? (await consent.refetch()).data;
    if (!status) {
      toast.error(t("startFailed"));
      return;
    }
    if (!status.complete) {
      toast.error(t("consentMissing"), { id: "consent-missing" });
      setStartAfterConsent(true);
      setDialog("open");
      return;
    }
    proceed();
  };

  const confirm = () => {
    grant.mutate(
      { privacy: true, terms: true },
      {
        onSuccess: () => {
          setDialog("closed");
          toast.success(t("consentGiven"));
          if (startAfterConsent) proceed();
        },
        onError: () => toast.error(t("startFailed")),
      },
    );
  };

  return (
    <section className={ONBOARDING_SECTION}>
      <OnboardingIntro />

      <section aria-labelledby="stages-title" className="mb-12">
        <h2 id="stages-title" className="mb-4 text-2xl font-semibold">
          {t("stagesTitle")}
        </h2>
        <ol className="grid gap-3">
          {Array.from({ length: TOTAL_WEEKS }, (_, index) => {
            const n = (index + 1) as 1 | 2 | 3 | 4 | 5;
            const week = weekTitles[language][n];
            return (
              <li key={n} className="flex gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm">
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-serif text-lg font-semibold text-primary"
                >
                  {n}
                </span>
                <div>
                  <p className="text-sm text-muted">{t("stageLabel", { n })}</p>
                  <h3 className="text-lg font-semibold">{week.title}</h3>
                  <p className="mt-1 text-muted">{week.tagline}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="benefits-title" className="mb-12">
        <h2 id="benefits-title" className="mb-4 text-2xl font-semibold">
          {t("benefitsTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <Icon aria-hidden className="mb-3 text-accent" size={24} />
                <h3 className="font-sans text-base font-semibold">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-1 text-muted">{t(`benefits.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <aside
        aria-labelledby="deep-title"
        className="mb-12 rounded-lg border border-accent/40 bg-accent-soft p-5 sm:p-6"
      >
        <h2 id="deep-title" className="flex items-center gap-2 text-xl font-semibold">
          <Heart aria-hidden size={20} className="text-accent" />
          {t("deepTitle")}
        </h2>
        {profile?.subscriptionType === "deep" ? <p className="mt-2 font-medium">{t("deepActive")}</p> : null}
        <p className="mt-2 leading-relaxed">{t("deepText")}</p>
      </aside>

      <div className="flex flex-col items-start gap-3 rounded-lg bg-primary-soft p-5 sm:p-6">
        <Button size="lg" onClick={() => void start()} disabled={grant.isPending}>
          {t("start")}
          <ArrowRight aria-hidden size={18} />
        </Button>
        <p className="text-sm text-muted">{t("startHint")}</p>
        {consent.data?.complete && consent.data.consents.privacy ? (
          <p className="text-sm text-muted">
            {t("consentStatus", {
              date: longDate(consent.data.consents.privacy, language),
            })}
          </p>
        ) : null}
      </div>

      <ConsentDialog
        open={dialogOpen}
        onOpenChange={(open) => {
          setDialog(open ? "open" : "closed");
          if (!open) setStartAfterConsent(false);
        }}
        onConfirm={confirm}
        saving={grant.isPending}
      />
    </section>
  );
}
