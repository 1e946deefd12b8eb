import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { useOnline } from "@/client/lib/online";

/** A list that failed to load: spec 8's message in the page's language and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("community");
  // Offline, the list cannot load: the layout's calm notice says so once, no error (decision 212).
  if (!useOnline()) return null;
  return (
    <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-4">
      <p className="font-medium text-danger">{message}</p>
      <p className="mt-1 text-sm text-muted">{t("loadErrorHint")}</p>
      <Button className="mt-3" size="sm" variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
