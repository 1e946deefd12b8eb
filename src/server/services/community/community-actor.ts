import type { Db } from "@/server/db/database";
import { ForbiddenError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";

/** Who acts in the community: a signed-in member, perhaps an admin. Only the id and the role matter here. */
export type CommunityActor = { userId: string; isAdmin: boolean };

export function communityActor(viewer: Pick<Viewer, "user" | "isAdmin">): CommunityActor {
  return { userId: viewer.user.id, isAdmin: viewer.isAdmin };
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

/** The localized text: English falls back to German where no English text was written. */
export function localized(language: string, german: string, english: string | null): string {
  return (language === "en" && english) || german;
}

/** The actor as the author of what they just wrote, named as the lists name authors. */
export async function actorAsAuthor(
  db: Db,
  actor: CommunityActor,
): Promise<{ id: string; name: string | null }> {
  const profile = await db
    .selectFrom("profiles")
    .select("full_name")
    .where("id", "=", actor.userId)
    .executeTakeFirst();
  return { id: actor.userId, name: profile?.full_name ?? null };
}
