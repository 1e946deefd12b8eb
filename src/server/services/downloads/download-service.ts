import type { Db } from "@/server/db/database";
import { GRADUATE, hasBadge } from "@/server/services/badges/badge-service";
import {
  type AnswerMap,
  buildReflectionDocument,
  type DownloadMode,
} from "@/server/services/downloads/reflection-document";
import { ForbiddenError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { DOWNLOAD_FILE_NAMES } from "@/shared/download-modes";
import type { Language } from "@/shared/languages";

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * The graduate's reflection document. Only the viewer's own answers are read, and only a member
 * holding the graduate badge gets it.
 */
export async function reflectionDownload(
  db: Db,
  input: { viewer: Viewer; mode: DownloadMode; language: Language; print: boolean },
): Promise<{ fileName: string; html: string }> {
  const userId = input.viewer.user.id;
  if (!(await hasBadge(db, userId, GRADUATE))) {
    throw new ForbiddenError("The reflection download is for graduates of the Purpose Journey.");
  }
  const answers: AnswerMap = new Map();
  if (input.mode === "answers") {
    const rows = await db
      .selectFrom("journey_entries")
      .select(["week_number", "field", "value"])
      .where("user_id", "=", userId)
      .execute();
    for (const row of rows) {
      const week = answers.get(row.week_number) ?? new Map<string, unknown>();
      week.set(row.field, parseJson(row.value));
      answers.set(row.week_number, week);
    }
  }
  return {
    fileName: DOWNLOAD_FILE_NAMES[input.mode],
    html: buildReflectionDocument({
      language: input.language,
      mode: input.mode,
      answers,
      print: input.print,
    }),
  };
}
