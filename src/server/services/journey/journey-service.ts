import type { Db } from "@/server/db/database";
import { graduateIfComplete } from "@/server/services/badges/graduation";
import {
  type JourneyViewer,
  requireOpenWeek,
  weekAccessFrom,
} from "@/server/services/journey/journey-access";
import {
  listEntries,
  readWeekEntries,
  saveChanges,
  validateChanges,
} from "@/server/services/journey/journey-entries";
import {
  advanceWeek,
  completeWeek,
  listProgress,
  openWeek,
  reopenWeek,
  toProgress,
} from "@/server/services/journey/journey-progress";
import type {
  JourneyChange,
  JourneyStateResponse,
  SaveConflictResponse,
  SaveEntriesResponse,
  WeekStateResponse,
} from "@/shared/journey-schemas";

export type { JourneyViewer };

/** Every answer and all progress of the viewer, for the weeks their plan opens. */
export async function journeyState(db: Db, viewer: JourneyViewer): Promise<JourneyStateResponse> {
  const progress = await listProgress(db, viewer.userId);
  const open = weekAccessFrom(viewer, progress)
    .filter((a) => a.accessible)
    .map((a) => a.week);
  return { entries: await listEntries(db, viewer.userId, open), progress };
}

/** A locked week answers with its access and progress but never with answers. */
export async function weekState(db: Db, viewer: JourneyViewer, week: number): Promise<WeekStateResponse> {
  // One progress read serves the access of every week, this week's progress and the completed ones.
  const progress = await listProgress(db, viewer.userId);
  const weeks = weekAccessFrom(viewer, progress);
  const access = weeks[week - 1]!;
  const { week: _, ...thisWeek } = progress.find((row) => row.week === week) ?? {
    week,
    ...toProgress(undefined),
  };
  return {
    week,
    access,
    weeks,
    progress: thisWeek,
    completedWeeks: progress.filter((row) => row.completedAt !== null).map((row) => row.week),
    entries: access.accessible ? await readWeekEntries(db, viewer.userId, week) : {},
  };
}

/**
 * Saves a batch of changes, all or nothing. A stale base version is an expected outcome, not an error:
 * the answer carries the server's current entries (`conflicts`), so the client can show both versions.
 */
export async function saveWeekEntries(
  db: Db,
  viewer: JourneyViewer,
  week: number,
  changes: JourneyChange[],
): Promise<{ ok: true; saved: SaveEntriesResponse } | { ok: false; conflict: SaveConflictResponse }> {
  await requireOpenWeek(db, viewer, week);
  validateChanges(week, changes);
  const result = await saveChanges(db, viewer.userId, week, changes);
  if (!result.ok) {
    return {
      ok: false,
      conflict: {
        error: { code: "conflict", message: "Another device changed these answers in the meantime." },
        conflicts: result.conflicts,
      },
    };
  }
  return { ok: true, saved: { entries: result.entries } };
}

export async function openViewerWeek(db: Db, viewer: JourneyViewer, week: number) {
  await requireOpenWeek(db, viewer, week);
  return openWeek(db, viewer.userId, week);
}

/** Completes a week; completing the last of the five may make the member a graduate (decision 190). */
export async function completeViewerWeek(
  deps: Parameters<typeof graduateIfComplete>[0],
  viewer: JourneyViewer,
  week: number,
) {
  await requireOpenWeek(deps.db, viewer, week);
  const progress = await completeWeek(deps.db, viewer.userId, week);
  await graduateIfComplete(deps, viewer.userId);
  return progress;
}

export async function reopenViewerWeek(db: Db, viewer: JourneyViewer, week: number) {
  await requireOpenWeek(db, viewer, week);
  return reopenWeek(db, viewer.userId, week);
}

export async function advanceViewerWeek(db: Db, viewer: JourneyViewer, week: number) {
  const weeks = await requireOpenWeek(db, viewer, week);
  return advanceWeek(db, viewer.userId, week, weeks[week]?.accessible ?? false);
}
