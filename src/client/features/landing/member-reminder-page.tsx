import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { Outcome } from "@/client/features/landing/reminder-pages";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { errorMessage } from "@/client/lib/error-message";
import { paths } from "@/shared/routes";

/**
 * The page a member's weekly reminder mail links to: opening it switches the reminder off once (the
 * server call is idempotent), without signing in — the link's token is the authorisation.
 */
export function MemberReminderOffPage() {
  const { t } = useTranslation("landing");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useQuery({
    queryKey: ["member-reminder-off", token],
    queryFn: () => call(() => api["member-reminders"].unsubscribe.$post({ query: {}, json: { token } })),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  let body: React.ReactNode;
  if (!token) {
    body = <Outcome ok={false} heading={t("reminderPages.failed")} text={t("reminderPages.missingToken")} />;
  } else if (result.isPending) {
    body = <LoadingState label={t("memberReminderPage.working")} />;
  } else if (result.isError) {
    const code = result.error instanceof ApiRequestError ? result.error.code : "";
    const text =
      code === "reminder_token_invalid" ? t("memberReminderPage.invalid") : errorMessage(t, result.error);
    body = <Outcome ok={false} heading={t("reminderPages.failed")} text={text} />;
  } else {
    body = <Outcome ok heading={t("memberReminderPage.done")} text={t("memberReminderPage.doneText")} />;
  }
  return (
    <LinkActionShell title={t("memberReminderPage.title")}>
      {body}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.profile} className={buttonClasses("primary")}>
          {t("memberReminderPage.profile")}
        </Link>
        <Link to={paths.home} className={buttonClasses("secondary")}>
          {t("reminderPages.home")}
        </Link>
      </div>
    </LinkActionShell>
  );
}
