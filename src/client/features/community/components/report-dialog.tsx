import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Textarea } from "@/client/components/ui/input";
import { useReport } from "@/client/features/community/api/community-api";
import { communityError } from "@/client/features/community/components/messages";
import { toast } from "@/client/lib/toast";
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportItemType,
  type ReportReason,
} from "@/shared/report-kinds";

/**
 * "Melden" / "Report" under others' posts, comments and bulletin entries (decision 184): a dialog with
 * a reason and an optional note, then a calm thank-you. A second report answers "Bereits gemeldet".
 */
export function ReportButton({
  itemType,
  itemId,
  label,
}: {
  itemType: ReportItemType;
  itemId: string;
  /** What is reported, for the button's accessible name ("Beitrag „…“ melden"). */
  label: string;
}) {
  const { t } = useTranslation("community");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted"
        aria-label={t("report.actionOf", { what: label })}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden size={16} />
        {t("report.action")}
      </Button>
      {open ? <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} /> : null}
    </>
  );
}

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
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
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
        <FormField label={t("report.note")}>
          <Textarea
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
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
