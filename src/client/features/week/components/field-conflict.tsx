import { ConflictNotice } from "@/client/features/week/components/conflict-notice";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { journeyValueError } from "@/shared/journey-schemas";

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
    <ConflictNotice
      conflict={conflict}
      onResolve={(value) => autosave.resolve(field, value)}
      canMerge={(merged) => journeyValueError(week, field, merged) === null}
      labels={labels}
    />
  );
}
