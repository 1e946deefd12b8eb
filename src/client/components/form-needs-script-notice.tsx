import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { Alert } from "@/client/components/ui/alert";

/** What the route's action answered (`lib/form-needs-script.server.ts`). */
type FormNeedsScriptAnswer = { formNeedsScript?: true };

/**
 * That the page's form needs JavaScript: shown at once in a browser with JavaScript off (its fields
 * take no typing and its submit button stays disabled, decision 255), and after the browser sent the
 * form itself anyway, from the route's `formNeedsScript` action (decision 254).
 */
export function FormNeedsScriptNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const answer = useActionData<FormNeedsScriptAnswer>();
  const notice = (body: string) => (
    <Alert tone="warning" role="alert" title={t("formNeedsScript.title")} className={className}>
      {body}
    </Alert>
  );
  return answer?.formNeedsScript ? (
    notice(t("formNeedsScript.body"))
  ) : (
    <noscript>{notice(t("formNeedsScript.noscriptBody"))}</noscript>
  );
}
