import type { BackupFile } from "@/server/backup/backup-files";
import { weekKey } from "@/server/jobs/periods";
import { calendarDate } from "@/shared/dates";

/**
 * Which backups retention removes: kept are the newest backup of each of the last `daily` days that
 * have one and of each of the last `weekly` calendar weeks (the operator's days and weeks), and always
 * the newest of all. `files` newest first, as listBackups answers.
 */
export function backupsToDelete(
  files: BackupFile[],
  keep: { daily: number; weekly: number },
  timeZone: string,
): BackupFile[] {
  const kept = new Set<string>(files[0] ? [files[0].name] : []);
  const keepNewestPer = (slotOf: (at: Date) => string, slots: number) => {
    const seen = new Set<string>();
    for (const file of files) {
      const slot = slotOf(file.createdAt);
      if (seen.has(slot)) continue;
      if (seen.size >= slots) break;
      seen.add(slot);
      kept.add(file.name);
    }
  };
  keepNewestPer((at) => calendarDate(at, timeZone), keep.daily);
  keepNewestPer((at) => weekKey(at, timeZone), keep.weekly);
  return files.filter((file) => !kept.has(file.name));
}
