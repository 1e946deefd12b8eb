import type { Selectable } from "kysely";
import { currentTime } from "@/server/clock";
import type { Db } from "@/server/db/database";
import { fromBool, type ProfileTable, toBool } from "@/server/db/schema";
import { ForbiddenError } from "@/server/services/errors";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";
import type { ProfileSettings } from "@/shared/profile-schemas";
import type { Profile } from "@/shared/session";
import { isTimeZone, memberTimeZone } from "@/shared/time-zones";

export async function createProfile(
  db: Db,
  input: { userId: string; fullName: string; language?: Language; timeZone?: string },
): Promise<void> {
  const now = currentTime().toISOString();
  await db
    .insertInto("profiles")
    .values({
      id: input.userId,
      full_name: input.fullName.trim(),
      subscription_type: null,
      has_paid: 0,
      subscription_start_date: null,
      language: input.language ?? DEFAULT_LANGUAGE,
      // The browser's zone at sign-up, when it is one we know (decision 196); else the operator's.
      time_zone: isTimeZone(input.timeZone) ? input.timeZone : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
  return row ? profileFromRow(row) : null;
}

type ProfileRow = Pick<
  Selectable<ProfileTable>,
  | "id"
  | "full_name"
  | "subscription_type"
  | "has_paid"
  | "subscription_start_date"
  | "current_week"
  | "language"
  | "updated_at"
> &
  Partial<Pick<Selectable<ProfileTable>, "community_suspended_until" | "time_zone">>;

/** A profile row as the client sees it; also used by the session read, which joins the row in. */
export function profileFromRow(row: ProfileRow): Profile {
  return {
    id: row.id,
    fullName: row.full_name,
    subscriptionType: row.subscription_type,
    hasPaid: toBool(row.has_paid),
    subscriptionStartDate: row.subscription_start_date,
    currentWeek: row.current_week,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    updatedAt: row.updated_at,
    communitySuspendedUntil: row.community_suspended_until ?? null,
    timeZone: isTimeZone(row.time_zone) ? row.time_zone : null,
  };
}

export async function listBadges(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("user_badges")
    .select("badge_type")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.badge_type);
}

/**
 * Changes the viewer's own name or language; the user's display name follows the profile name. A
 * member suspended from the community keeps their name until the suspension ends (issue 50, finding
 * 8): the name stands on all their posts, comments and entries, so renaming is writing there too.
 */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  update: { fullName?: string; language?: Language; weeklyReminder?: boolean; timeZone?: string | null },
): Promise<Profile | null> {
  const now = currentTime().toISOString();
  if (update.fullName !== undefined) {
    const current = await db
      .selectFrom("profiles")
      .select(["full_name", "community_suspended_until"])
      .where("id", "=", userId)
      .executeTakeFirst();
    const until = current?.community_suspended_until;
    if (current && current.full_name !== update.fullName && until && until > now) {
      throw new ForbiddenError("A member suspended from the community cannot change their name.", {
        code: "name_change_suspended",
        params: { until },
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("profiles")
      .set({
        updated_at: now,
        ...(update.fullName !== undefined ? { full_name: update.fullName } : {}),
        ...(update.language !== undefined ? { language: update.language } : {}),
        ...(update.weeklyReminder !== undefined ? { weekly_reminder: fromBool(update.weeklyReminder) } : {}),
        ...(update.timeZone !== undefined ? { time_zone: update.timeZone } : {}),
      })
      .where("id", "=", userId)
      .execute();
    if (update.fullName !== undefined) {
      await trx
        .updateTable("user")
        .set({ name: update.fullName, updatedAt: now })
        .where("id", "=", userId)
        .execute();
    }
  });
  return getProfile(db, userId);
}

/** What the profile page shows and edits: name, language, time zone, e-mail, reminder opt-in. */
export async function getProfileSettings(
  db: Db,
  viewer: { userId: string; email: string; isAdmin: boolean },
  defaultTimeZone: string,
): Promise<ProfileSettings | null> {
  const row = await db
    .selectFrom("profiles")
    .select(["full_name", "language", "weekly_reminder", "time_zone", "created_at"])
    .where("id", "=", viewer.userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: viewer.email,
    fullName: row.full_name,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    weeklyReminder: toBool(row.weekly_reminder),
    timeZone: isTimeZone(row.time_zone) ? row.time_zone : null,
    defaultTimeZone,
    isAdmin: viewer.isAdmin,
    createdAt: row.created_at,
  };
}

/** The zone of the member's calendar reminders: their own, or the operator's (decision 196). */
export async function reminderTimeZone(db: Db, userId: string, operatorTimeZone: string): Promise<string> {
  const row = await db.selectFrom("profiles").select("time_zone").where("id", "=", userId).executeTakeFirst();
  return memberTimeZone(row?.time_zone, operatorTimeZone);
}
