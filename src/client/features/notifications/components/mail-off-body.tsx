import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { errorMessage } from "@/client/lib/error-message";
import { type LinkActionResult, linkFailureCode } from "@/client/lib/link-action";
import { paths } from "@/shared/routes";

/**
 * What the notification mails' unsubscribe page shows below its heading, by the state of the link's
 * action: waiting (the route's `HydrateFallback`, also the server's render) until the browser has sent
 * the link's request, then what came of it.
 */
export function MailOffBody({ result }: { result: LinkActionResult }) {
  const { t } = useTranslation("notifications");
  if (result.status === "pending") return <LoadingState label={t("mailOff.working")} />;
  let heading = t("mailOff.done");
  let text = t("mailOff.doneText");
  if (result.status === "missing") {
    heading = t("mailOff.failed");
    text = t("mailOff.missingToken");
  } else if (result.status === "failed") {
    heading = t("mailOff.failed");
    text =
      linkFailureCode(result) === "reminder_token_invalid"
        ? t("mailOff.invalid")
        : errorMessage(t, result.error);
  }
  return (
    <div>
      <div role="status">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <p className="mt-2 text-muted">{text}</p>
      </div>
      <div className="mt-8">
        <Link to={paths.profile} className={buttonClasses("primary")}>
          {t("mailOff.profile")}
        </Link>
      </div>
    </div>
  );
}
