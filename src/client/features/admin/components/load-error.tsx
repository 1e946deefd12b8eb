import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/error-message";
import { useOnline } from "@/client/lib/online";

/** A list that did not load: the spec's title, the reason, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("admin");
  // Offline, the list cannot load: the layout's calm notice says so once, no error (decision 212).
  if (!useOnline()) return null;
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {errorMessage(t, error)}
    </Alert>
  );
}
