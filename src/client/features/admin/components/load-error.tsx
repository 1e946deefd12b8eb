import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { OfflineNotice } from "@/client/components/ui/offline-notice";
import { errorMessage } from "@/client/lib/error-message";
import { useOnline } from "@/client/lib/online";

/** A list that did not load: the spec's title, the reason, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("admin");
  // Offline, the list cannot load: a calm notice instead of an error (decision 212).
  if (!useOnline()) return <OfflineNotice />;
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
