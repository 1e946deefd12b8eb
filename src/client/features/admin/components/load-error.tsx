import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { errorMessage } from "@/client/lib/error-message";
import { useOnline } from "@/client/lib/online";

/** What the error needs of a TanStack query: whether it failed, why, and how to ask again. */
type Failable = { isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A list whose load or refresh failed: the spec's title, the reason, and a retry. It renders nothing
 * while the query is fine, so a screen places it once, beside the data a failed refresh keeps
 * (decision 234).
 */
export function LoadError({
  title,
  query,
  className,
}: {
  title: string;
  query: Failable;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  // Offline, the list cannot load: the layout's calm notice says so once, no error (decision 212).
  if (!useOnline() || !query.isError) return null;
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title}
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      }
    >
      {errorMessage(t, query.error)}
    </Alert>
  );
}
