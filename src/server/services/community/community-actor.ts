import type { Db } from "@/server/db/database";
import { hasAdminRole } from "@/server/services/admin/admin-role";
import { ForbiddenError } from "@/server/services/errors";
import { actsAsAdmin, type Viewer } from "@/server/services/viewer";
import type { CommunityAuthor } from "@/shared/community";

/** Who acts in the community: a signed-in member, perhaps an admin. Only the id and the role matter here. */
export type CommunityActor = {
  userId: string;
  isAdmin: boolean;
  /** Until when the member may not write here (decision 185), from the session's profile. */
  suspendedUntil?: string | null;
};

/** An admin moderates only with two-factor sign-in on; until then they act as a member. */
export function communityActor(
  viewer: Pick<Viewer, "user" | "isAdmin"> & { profile?: Viewer["profile"] },
): CommunityActor {
  return {
    userId: viewer.user.id,
    isAdmin: actsAsAdmin(viewer),
    suspendedUntil: viewer.profile?.communitySuspendedUntil ?? null,
  };
}

/** Authors may delete what they wrote, admins anything; nobody edits someone else's words. */
export function canDelete(actor: CommunityActor, authorId: string | null): boolean {
  return actor.isAdmin || (authorId !== null && authorId === actor.userId);
}

export function assertCanDelete(actor: CommunityActor, authorId: string | null, what: string): void {
  if (!canDelete(actor, authorId)) {
    throw new ForbiddenError(`Only the author or an admin may delete this ${what}.`, {
      code: "not_your_content",
    });
  }
}

/** Only the author edits their words (decision 180): admins delete, they never edit a member's text. */
export function canEdit(actor: CommunityActor, authorId: string | null): boolean {
  return authorId !== null && authorId === actor.userId;
}

export function assertCanEdit(actor: CommunityActor, authorId: string | null, what: string): void {
  if (!canEdit(actor, authorId)) {
    throw new ForbiddenError(`Only the author may edit this ${what}.`, { code: "not_your_words" });
  }
}

/** The localized text: English falls back to German where no English text was written. */
export function localized(language: string, german: string, english: string | null): string {
  return (language === "en" && english) || german;
}

/** An author as the lists show them: the profile's name and whether they are the team (admin role). */
export function authorOf(row: {
  user_id: string | null;
  full_name: string | null | undefined;
  author_role: string | null | undefined;
}): CommunityAuthor {
  return { id: row.user_id, name: row.full_name ?? null, isTeam: hasAdminRole(row.author_role) };
}

/** The actor as the author of what they just wrote, named as the lists name authors. */
export async function actorAsAuthor(db: Db, actor: CommunityActor): Promise<CommunityAuthor> {
  const row = await db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.id", "user.id")
    .select(["profiles.full_name", "user.role"])
    .where("user.id", "=", actor.userId)
    .executeTakeFirst();
  return authorOf({ user_id: actor.userId, full_name: row?.full_name, author_role: row?.role });
}
