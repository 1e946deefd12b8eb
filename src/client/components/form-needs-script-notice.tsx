import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { Alert } from "@/client/components/ui/alert";

/** What the route's action answered (`lib/form-needs-script.server.ts`). */
type FormNeedsScriptAnswer = { formNeedsScript?: true };

/**
 * After the browser sent the page's form itself (JavaScript off, or not running yet): what happened and
 * what to do, from the route's `formNeedsScript` action (decision 254). Rendered by the server too.
 */
export function FormNeedsScriptNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const answer = useActionData<FormNeedsScriptAnswer>();
  if (!answer?.formNeedsScript) return null;
  return (
    <Alert tone="warning" role="alert" title={t("formNeedsScript.title")} className={className}>
      {t("formNeedsScript.body")}
    </Alert>
  );
}
