import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { errorMessage } from "@/client/lib/error-message";
import { translateCode } from "@/client/lib/translate-code";
import { paths } from "@/shared/routes";

type Action = "confirm" | "unsubscribe";

/**
 * The pages the reminder mails link to. Opening the page performs the action once (both are
 * idempotent on the server), so a single click in the mail is enough and no sign-in is needed.
 */
function ReminderActionPage({ action }: { action: Action }) {
  const { t } = useTranslation("landing");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useQuery({
    queryKey: ["reminder-action", action, token],
    queryFn: () => call(() => api.reminders[action].$post({ query: {}, json: { token } })),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const title = action === "confirm" ? t("reminderPages.confirmTitle") : t("reminderPages.unsubscribeTitle");

  let body: React.ReactNode;
  if (!token) {
    body = <Outcome ok={false} heading={t("reminderPages.failed")} text={t("reminderPages.missingToken")} />;
  } else if (result.isPending) {
    body = (
      <LoadingState
        label={action === "confirm" ? t("reminderPages.confirming") : t("reminderPages.unsubscribing")}
      />
    );
  } else if (result.isError) {
    const code = result.error instanceof ApiRequestError ? result.error.code : "";
    const text = code.startsWith("reminder_token")
      ? translateCode(t, `errors.${code}`)
      : errorMessage(t, result.error);
    body = <Outcome ok={false} heading={t("reminderPages.failed")} text={text} />;
  } else {
    body =
      action === "confirm" ? (
        <Outcome ok heading={t("reminderPages.confirmed")} text={t("reminderPages.confirmedText")} />
      ) : (
        <Outcome ok heading={t("reminderPages.unsubscribed")} text={t("reminderPages.unsubscribedText")} />
      );
  }
  return (
    <LinkActionShell title={title}>
      {body}
      <Link to={paths.home} className={`${buttonClasses("secondary")} mt-8`}>
        {t("reminderPages.home")}
      </Link>
    </LinkActionShell>
  );
}

export function Outcome({ ok, heading, text }: { ok: boolean; heading: string; text: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`flex gap-4 rounded-xl border p-6 ${ok ? "border-success/40 bg-success-soft" : "border-danger/40 bg-danger-soft"}`}
    >
      <Icon aria-hidden size={28} className={`shrink-0 ${ok ? "text-success" : "text-danger"}`} />
      <div>
        <h2 className="text-xl font-semibold">{heading}</h2>
        <p className="mt-2 leading-relaxed">{text}</p>
      </div>
    </div>
  );
}

export function ReminderConfirmPage() {
  return <ReminderActionPage action="confirm" />;
}

export function ReminderUnsubscribePage() {
  return <ReminderActionPage action="unsubscribe" />;
}
