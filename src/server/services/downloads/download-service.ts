import type { Db } from "@/server/db/database";
import { GRADUATE, hasBadge } from "@/server/services/badges/badge-service";
import { buildReflectionDocument } from "@/server/services/downloads/reflection-document";
import { parseStoredAnswers, type StoredAnswers } from "@/server/services/downloads/stored-answers";
import { ForbiddenError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import { DOWNLOAD_FILE_NAMES, type DownloadMode } from "@/shared/download-modes";
import type { Language } from "@/shared/languages";

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
  let answers: StoredAnswers = {};
  if (input.mode === "answers") {
    const rows = await db
      .selectFrom("journey_entries")
      .select(["week_number", "field", "value"])
      .where("user_id", "=", userId)
      .execute();
    answers = parseStoredAnswers(rows);
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
