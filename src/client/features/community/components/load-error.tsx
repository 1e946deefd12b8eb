import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { useOnline } from "@/client/lib/online";

/** What the error needs of a TanStack query: whether it failed and how to ask again. */
type Failable = { isError: boolean; refetch: () => unknown };

/**
 * A list whose load or refresh failed: spec 8's message in the page's language and a way to try again.
 * It renders nothing while the query is fine, so a section places it once, below the data a failed
 * refresh keeps (decision 234).
 */
export function LoadError({
  message,
  query,
  className,
}: {
  message: string;
  query: Failable;
  className?: string;
}) {
  const { t } = useTranslation("community");
  // Offline, the list cannot load: the layout's calm notice says so once, no error (decision 212).
  if (!useOnline() || !query.isError) return null;
  return (
    <div role="alert" className={cn("rounded-md border border-danger/40 bg-danger/5 p-4", className)}>
      <p className="font-medium text-danger">{message}</p>
      <p className="mt-1 text-sm text-muted">{t("loadErrorHint")}</p>
      <Button className="mt-3" size="sm" variant="secondary" onClick={() => void query.refetch()}>
        {t("retry")}
      </Button>
    </div>
  );
}
