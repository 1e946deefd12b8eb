import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { useReport } from "@/client/features/community/api/community-api";
import { communityError } from "@/client/features/community/components/messages";
import { toast } from "@/client/lib/toast";
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportItemType,
  type ReportReason,
} from "@/shared/report-kinds";

/** The report form, loaded when a member first opens it (report-button.tsx). */
export function ReportDialog({
  open,
  onOpenChange,
  itemType,
  itemId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemType: ReportItemType;
  itemId: string;
}) {
  const { t } = useTranslation("community");
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const legendId = useId();
  const noteId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    try {
      const trimmed = note.trim();
      await report.mutateAsync({ itemType, itemId, reason, ...(trimmed ? { note: trimmed } : {}) });
      toast.success(t("report.done"));
      onOpenChange(false);
    } catch (err) {
      toast.error(communityError(t, err));
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("report.title")}
      description={t("report.intro")}
      closeLabel={t("confirm.close")}
    >
      <form method="post" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
          <legend id={legendId} className="text-sm font-medium">
            {t("report.reason")}
          </legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-10 items-center gap-3 rounded-md border border-border px-3"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-primary"
              />
              <span>{t(`report.reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {/* Plain elements rather than FormField: the page's chunks stay as they were (bundle budgets). */}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t("report.note")}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={
              "w-full rounded-md border border-control bg-surface px-3 py-2 text-base text-foreground focus-visible:border-primary aria-invalid:border-danger"
            }
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t("report.cancel")}
          </Button>
          <Button type="submit" disabled={!reason || report.isPending}>
            {t("report.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
