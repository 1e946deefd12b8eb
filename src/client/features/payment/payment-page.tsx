import ArrowRight from "lucide-react/icons/arrow-right";
import LoaderCircle from "lucide-react/icons/loader-circle";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PlanCard } from "@/client/components/plan-card";
import { Alert } from "@/client/components/ui/alert";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { type CheckoutVariables, newAttemptKey, useCheckout } from "@/client/features/payment/api/checkout";
import { PAYMENT_SECTION, PaymentIntro } from "@/client/features/payment/components/payment-intro";
import { ApiRequestError } from "@/client/lib/api";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import type { CheckoutResponse } from "@/shared/checkout";
import { isPlan, PLANS, type Plan } from "@/shared/plans";
import { paths, REDIRECT_PARAM } from "@/shared/routes";

export function PaymentPage() {
  const { t } = useTranslation(["payment", "plans"]);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const checkout = useCheckout();
  const queryPlanRaw = searchParams.get("plan");
  const queryPlan = isPlan(queryPlanRaw) ? queryPlanRaw : null;
  const currentPlan = session.data?.profile?.subscriptionType ?? null;
  const [chosen, setChosen] = useState<Plan | null>(null);
  const selected: Plan = chosen ?? queryPlan ?? currentPlan ?? "free";
  const [failed, setFailed] = useState<Plan | null>(null);
  // The plan the page already triggered from the query: React StrictMode runs effects twice.
  const triggered = useRef<string | null>(null);

  const toastName = (plan: Plan) => t(`toastNames.${plan}`);
  const planName = (plan: Plan) => t(`names.${plan}`, { ns: "plans" });

  const run = (plan: Plan) => {
    if (checkout.isPending) return;
    setFailed(null);
    const variables: CheckoutVariables = { plan, idempotencyKey: newAttemptKey() };
    checkout.mutate(variables, {
      onSuccess: (result: CheckoutResponse) => {
        const message = result.unchanged ? "alreadyActive" : "success";
        toast.success(t(message, { plan: toastName(result.plan) }));
        navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          toast.error(t("guard.paymentLoginRequired", { ns: "common" }));
          const back = `${paths.payment}?plan=${plan}`;
          navigate(`${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`, { replace: true });
          return;
        }
        if (error instanceof ApiRequestError && error.code === "checkout_in_progress") {
          toast.info(t("inProgress"));
          return;
        }
        setFailed(plan);
        toast.error(t("error"), { description: t("tryAgain") });
      },
    });
  };

  // run is recreated each render; the ref makes sure one query plan triggers exactly once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-running on a new run function would double-trigger
  useEffect(() => {
    if (!queryPlan || !session.data?.user || triggered.current === queryPlan) return;
    triggered.current = queryPlan;
    if (session.data.profile?.subscriptionType === queryPlan) return;
    run(queryPlan);
  }, [queryPlan, session.data]);

  const processingPlan = checkout.isPending ? checkout.variables?.plan : null;
  const highlighted = processingPlan ?? selected;
  const selectedIsCurrent = highlighted === currentPlan;

  return (
    <section className={PAYMENT_SECTION}>
      <PaymentIntro />

      {queryPlanRaw !== null && !queryPlan ? (
        <p role="alert" className="mb-6 flex gap-2 rounded-md bg-warning-soft px-4 py-3 text-warning">
          <TriangleAlert aria-hidden size={20} className="shrink-0" />
          {t("unknownPlan", { plan: queryPlanRaw.slice(0, 40) })}
        </p>
      ) : null}

      {/* Above the cards, so a phone shows it even when the page triggered the plan on arrival. */}
      <div aria-live="polite">
        {processingPlan ? (
          <p
            role="status"
            className="mb-6 flex items-center gap-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-4 font-medium sm:px-5"
          >
            <LoaderCircle aria-hidden className="shrink-0 animate-spin text-primary" size={22} />
            <span>
              {processingPlan === "free" ? t("processingFree") : t("processing")}
              <span className="block text-sm font-normal text-muted">{t("processingHint")}</span>
            </span>
          </p>
        ) : null}
      </div>
      {failed && !processingPlan ? (
        <Alert
          tone="danger"
          role="alert"
          className="mb-6"
          title={t("error")}
          action={
            <Button variant="secondary" onClick={() => run(failed)}>
              {t("retry")}
            </Button>
          }
        >
          {t("tryAgain")}
        </Alert>
      ) : null}

      <fieldset disabled={checkout.isPending} className="min-w-0">
        <legend className="sr-only">{t("plansLegend")}</legend>
        <div className="grid gap-4 md:grid-cols-3 md:gap-5">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              groupName="payment-plan"
              selected={highlighted === plan}
              onSelect={(value) => {
                setChosen(value);
                setFailed(null);
              }}
              selectedLabel={t("selectedPlan", { ns: "plans" })}
              disabled={checkout.isPending}
            />
          ))}
        </div>
      </fieldset>

      <div className="mt-8 flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-muted">
          {selectedIsCurrent
            ? t("active", { plan: planName(highlighted) })
            : t("summary", { plan: planName(highlighted) })}
        </p>
        {selectedIsCurrent && !checkout.isPending ? (
          <Link to={paths.dashboard} className={buttonClasses("primary", "lg")}>
            {t("toDashboard")}
            <ArrowRight aria-hidden size={18} />
          </Link>
        ) : (
          <Button
            size="lg"
            onClick={() => run(highlighted)}
            disabled={checkout.isPending}
            aria-busy={checkout.isPending || undefined}
          >
            {checkout.isPending ? <LoaderCircle aria-hidden className="animate-spin" size={18} /> : null}
            {t("activate", { plan: planName(highlighted) })}
            {checkout.isPending ? null : <ArrowRight aria-hidden size={18} />}
          </Button>
        )}
      </div>

      <aside className="mt-6 flex flex-col gap-2 rounded-lg bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="font-sans text-base font-semibold">{t("skipTitle")}</h2>
          <p className="text-muted">{t("skipText")}</p>
        </div>
        <Link
          to={paths.week(1)}
          className={buttonClasses("secondary", "md")}
          aria-disabled={checkout.isPending || undefined}
          onClick={(event) => {
            if (checkout.isPending) event.preventDefault();
          }}
        >
          {t("skipToWeek1")}
        </Link>
      </aside>
    </section>
  );
}
