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
