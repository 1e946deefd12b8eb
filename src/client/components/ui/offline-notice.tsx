import { WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * Shown instead of an error where a page needs the server and the browser is offline (decision 212):
 * calm, in the page's language, announced politely.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-offline-notice
      className={`rounded-md border border-border bg-surface p-4 text-sm leading-relaxed ${className ?? ""}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <WifiOff aria-hidden size={18} className="shrink-0 text-muted" />
        {t("offline.title")}
      </p>
      <p className="mt-1 text-muted">{t("offline.body")}</p>
    </div>
  );
}
