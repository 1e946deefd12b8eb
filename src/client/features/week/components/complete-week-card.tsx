import { useQueryClient } from "@tanstack/react-query";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { postWeekAction, weekStateQuery } from "@/client/features/week/api/journey-api";
import { useDates } from "@/client/lib/page-clock";
import { toast } from "@/client/lib/toast";
import type { WeekProgress, WeekStateResponse } from "@/shared/journey-schemas";
import type { Language } from "@/shared/languages";

/** Marks the week complete (completed_at; started_at stays) or opens it again. */
export function CompleteWeekCard({
  week,
  progress,
  language,
}: {
  week: number;
  progress: WeekProgress;
  language: Language;
}) {
  const { longDate } = useDates();
  const { t } = useTranslation("week");
  const queryClient = useQueryClient();
  // A plain request with its own pending state, as the week's "open" is (week-page.tsx): useMutation
  // would add ~1 KB to the week page's first load for this one button (decision 131).
  const [pending, setPending] = useState(false);
  const setComplete = async (complete: boolean) => {
    setPending(true);
    try {
      const { progress: next } = await postWeekAction(week, "complete", complete ? "POST" : "DELETE");
      queryClient.setQueryData<WeekStateResponse>(weekStateQuery(week).queryKey, (old) =>
        old ? { ...old, progress: next } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      if (complete) toast.success(t("complete.toast", { n: week }));
    } catch {
      toast.error(t("complete.failed"));
    } finally {
      setPending(false);
    }
  };
  const done = progress.completedAt !== null;
  return (
    <Card className={done ? "border-success/40 bg-success-soft/40" : undefined}>
      <div className="flex items-start gap-3">
        <CircleCheckBig
          aria-hidden
          size={24}
          className={done ? "mt-0.5 text-success" : "mt-0.5 text-muted"}
        />
        <div className="flex-1">
          <h2 className="text-xl font-semibold">{t("complete.title")}</h2>
          <p className="mt-1 text-muted">
            {done && progress.completedAt
              ? t("complete.done", { date: longDate(progress.completedAt, language) })
              : t("complete.text")}
          </p>
          <Button
            className="mt-3"
            variant={done ? "secondary" : "primary"}
            size="sm"
            disabled={pending}
            onClick={() => void setComplete(!done)}
          >
            {done ? t("complete.undo") : t("complete.action")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
