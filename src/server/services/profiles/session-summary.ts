import type { Db } from "@/server/db/database";
import { listBadges } from "@/server/services/profiles/profile-service";
import type { Viewer } from "@/server/services/viewer";
import type { MeResponse } from "@/shared/session";

/** What the client knows about the visitor: GET /api/me and the server-rendered landing page. */
export async function sessionSummary(db: Db, viewer: Viewer | null): Promise<MeResponse> {
  if (!viewer) return { user: null, profile: null, isAdmin: false, badges: [] };
  return {
    user: viewer.user,
    profile: viewer.profile,
    isAdmin: viewer.isAdmin,
    badges: await listBadges(db, viewer.user.id),
  };
}
