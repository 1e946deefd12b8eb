import WifiOff from "lucide-react/icons/wifi-off";
import { useTranslation } from "react-i18next";
import { OFFLINE_COPY_MAX_AGE_DAYS } from "@/shared/offline-copies";

/**
 * Shown instead of an error where a page needs the server and the browser is offline (decision 212):
 * calm, in the page's language, announced politely. `signInNeeded`: the member's copies were too old
 * and are gone, so signing in again, online, is what is needed (decision 254).
 */
export function OfflineNotice({ className, signInNeeded }: { className?: string; signInNeeded?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-offline-notice
      className={`rounded-md border border-border bg-surface p-4 text-sm leading-relaxed ${className ?? ""}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <WifiOff aria-hidden size={18} className="shrink-0 text-muted" />
        {signInNeeded ? t("offline.signInTitle") : t("offline.title")}
      </p>
      <p className="mt-1 text-muted">
        {signInNeeded ? t("offline.signInBody", { days: OFFLINE_COPY_MAX_AGE_DAYS }) : t("offline.body")}
      </p>
    </div>
  );
}
