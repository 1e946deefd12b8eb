import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadingState } from "@/client/components/ui/spinner";
import { errorMessage } from "@/client/lib/error-message";
import { type LinkActionResult, linkFailureCode } from "@/client/lib/link-action";
import { translateCode } from "@/client/lib/translate-code";
import { paths } from "@/shared/routes";

/**
 * What the reminder mails' pages show below their heading, by the state of the link's action: waiting
 * (the route's `HydrateFallback`, also the server's render) until the browser has sent the link's
 * request, then what came of it.
 */
export type ReminderAction = "confirm" | "unsubscribe";

export function ReminderActionBody({ action, result }: { action: ReminderAction; result: LinkActionResult }) {
  const { t } = useTranslation("landing");
  if (result.status === "pending") {
    return (
      <LoadingState
        label={action === "confirm" ? t("reminderPages.confirming") : t("reminderPages.unsubscribing")}
      />
    );
  }
  let outcome: React.ReactNode;
  if (result.status === "done") {
    outcome =
      action === "confirm" ? (
        <Outcome ok heading={t("reminderPages.confirmed")} text={t("reminderPages.confirmedText")} />
      ) : (
        <Outcome ok heading={t("reminderPages.unsubscribed")} text={t("reminderPages.unsubscribedText")} />
      );
  } else {
    const code = linkFailureCode(result);
    const text =
      result.status === "missing"
        ? t("reminderPages.missingToken")
        : code.startsWith("reminder_token")
          ? translateCode(t, `errors.${code}`)
          : errorMessage(t, result.error);
    outcome = <Outcome ok={false} heading={t("reminderPages.failed")} text={text} />;
  }
  return (
    <div>
      {outcome}
      <Link to={paths.home} className={`${buttonClasses("secondary")} mt-8`}>
        {t("reminderPages.home")}
      </Link>
    </div>
  );
}

/** A member's weekly reminder switched off from its mail, without signing in. */
export function MemberReminderOffBody({ result }: { result: LinkActionResult }) {
  const { t } = useTranslation("landing");
  if (result.status === "pending") return <LoadingState label={t("memberReminderPage.working")} />;
  let outcome: React.ReactNode;
  if (result.status === "done") {
    outcome = <Outcome ok heading={t("memberReminderPage.done")} text={t("memberReminderPage.doneText")} />;
  } else {
    const text =
      result.status === "missing"
        ? t("reminderPages.missingToken")
        : linkFailureCode(result) === "reminder_token_invalid"
          ? t("memberReminderPage.invalid")
          : errorMessage(t, result.error);
    outcome = <Outcome ok={false} heading={t("reminderPages.failed")} text={text} />;
  }
  return (
    <div>
      {outcome}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.profile} className={buttonClasses("primary")}>
          {t("memberReminderPage.profile")}
        </Link>
        <Link to={paths.home} className={buttonClasses("secondary")}>
          {t("reminderPages.home")}
        </Link>
      </div>
    </div>
  );
}

function Outcome({ ok, heading, text }: { ok: boolean; heading: string; text: string }) {
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
