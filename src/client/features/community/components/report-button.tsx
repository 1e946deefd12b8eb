import Flag from "lucide-react/icons/flag";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { lazyNamed } from "@/client/lib/lazy-named";
import type { ReportItemType } from "@/shared/report-kinds";

// The dialog loads apart from the community page: most visits never open it.
const ReportDialog = lazyNamed(
  () => import("@/client/features/community/components/report-dialog"),
  "ReportDialog",
);

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
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} itemType={itemType} itemId={itemId} />
        </Suspense>
      ) : null}
    </>
  );
}
