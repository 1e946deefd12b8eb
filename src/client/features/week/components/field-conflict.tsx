import { ConflictNoticeSlot } from "@/client/features/week/components/conflict-notice-slot";
import { journeyChecks } from "@/client/features/week/hooks/journey-checks";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";

/** A field's conflict notice, if it has one; "merge both" is offered only when the merge could be stored. */
export function FieldConflict({
  week,
  field,
  autosave,
  labels,
}: {
  week: number;
  field: string;
  autosave: WeekAutosave;
  labels?: Record<string, string>;
}) {
  const conflict = autosave.conflict(field);
  if (!conflict) return null;
  return (
    <ConflictNoticeSlot
      conflict={conflict}
      onResolve={(value) => autosave.resolve(field, value)}
      // Until the checks have loaded (a moment after the page rendered, decision 202) the merge is not
      // offered; the store's update when they arrive renders this again.
      canMerge={(merged) => journeyChecks()?.(week, field, merged) === null}
      labels={labels}
    />
  );
}
