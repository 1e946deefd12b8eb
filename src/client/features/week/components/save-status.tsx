import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Cloud from "lucide-react/icons/cloud";
import CloudOff from "lucide-react/icons/cloud-off";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useTranslation } from "react-i18next";
import type { SaveStatus } from "@/client/features/week/hooks/autosave-store";
import { cn } from "@/client/lib/cn";

const tone: Record<SaveStatus, string> = {
  idle: "text-muted",
  saving: "text-muted",
  saved: "text-success",
  offline: "text-warning",
  error: "text-warning",
  invalid: "text-danger",
  conflict: "text-danger",
};

/** The one place that says whether the answers are on the server; announced politely. */
export function SaveStatusBadge({ status, errorCode }: { status: SaveStatus; errorCode: string | null }) {
  const { t } = useTranslation("week");
  const Icon =
    status === "saving"
      ? LoaderCircle
      : status === "offline" || status === "error"
        ? CloudOff
        : status === "invalid" || status === "conflict"
          ? CircleAlert
          : Cloud;
  // Errors that a retry cannot fix get their own words; the rest are retried.
  const message =
    status === "error" && (errorCode === "unauthorized" || errorCode === "week_locked")
      ? t(`errors.${errorCode}`)
      : t(`save.${status}`);
  // On a phone the badge floats over the text: when all is well it shrinks to its icon.
  const quiet = status === "idle" || status === "saved";
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-sm shadow-sm",
        quiet && "max-sm:p-2",
        tone[status],
      )}
    >
      <Icon aria-hidden size={16} className={status === "saving" ? "animate-spin" : undefined} />
      <span className={quiet ? "max-sm:sr-only" : undefined}>{message}</span>
    </div>
  );
}
