import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { useDates } from "@/client/lib/page-clock";

/**
 * "(bearbeitet)" beside the time of something its author edited (decision 180); the edit time shows
 * on hover and on keyboard focus, and screen readers hear it as the mark's description.
 */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { longDateTime } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const tipId = useId();
  if (!editedAt) return null;
  const when = t("edited.at", { date: longDateTime(editedAt, language) });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the edit time to keyboard users.
    <span tabIndex={0} aria-describedby={tipId} className="group relative text-muted">
      {t("edited.mark")}
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-1 hidden w-max max-w-48 rounded bg-foreground px-2 py-1 text-xs text-background group-hover:block group-focus:block"
      >
        {when}
      </span>
    </span>
  );
}
