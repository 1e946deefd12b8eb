import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LinkActionShell } from "@/client/components/link-action-shell";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { errorMessage } from "@/client/lib/error-message";
import { paths } from "@/shared/routes";

/**
 * The page a notification mail's unsubscribe link opens: the kinds named in the token are set to "Aus"
 * once (idempotent), without signing in — the token is the authorisation (decision 182).
 */
export function NotificationMailOffPage() {
  const { t } = useTranslation("notifications");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useQuery({
    queryKey: ["notification-mail-off", token],
    queryFn: () => call(() => api["notification-mails"].unsubscribe.$post({ query: {}, json: { token } })),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  let heading = t("mailOff.done");
  let text = t("mailOff.doneText");
  if (!token) {
    heading = t("mailOff.failed");
    text = t("mailOff.missingToken");
  } else if (result.isError) {
    heading = t("mailOff.failed");
    const code = result.error instanceof ApiRequestError ? result.error.code : "";
    text = code === "reminder_token_invalid" ? t("mailOff.invalid") : errorMessage(t, result.error);
  }
  return (
    <LinkActionShell title={t("mailOff.title")}>
      {token && result.isPending ? (
        <LoadingState label={t("mailOff.working")} />
      ) : (
        <div role="status">
          <h2 className="text-xl font-semibold">{heading}</h2>
          <p className="mt-2 text-muted">{text}</p>
        </div>
      )}
      <div className="mt-8">
        <Link to={paths.profile} className={buttonClasses("primary")}>
          {t("mailOff.profile")}
        </Link>
      </div>
    </LinkActionShell>
  );
}
