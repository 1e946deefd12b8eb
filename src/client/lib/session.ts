import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { clearOfflineData, withOfflineCopy } from "@/client/lib/offline-copy";
import { sendPendingSignOut } from "@/client/lib/session-actions";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { MeResponse } from "@/shared/session";

const VISITOR: MeResponse = { user: null, profile: null, isAdmin: false, badges: [] };

/**
 * GET /api/me, the network first; offline, the last known answer of the member signed in on this
 * browser (decision 211). A sign-out made offline is sent first; while it cannot be, nobody is signed
 * in here. The server saying "nobody" removes every copy this browser kept.
 */
async function readSession(signal: AbortSignal): Promise<MeResponse> {
  if (!(await sendPendingSignOut())) return VISITOR;
  let owner: string | null = null;
  const answer = await withOfflineCopy(
    "session",
    async () => {
      const me = await call(() => api.me.$get(undefined, { init: { signal } }));
      owner = me.user?.id ?? null;
      return me;
    },
    () => owner,
  );
  if (!answer.user && owner === null) clearOfflineData();
  return answer;
}

export const sessionQuery = queryOptions({
  queryKey: PAGE_DATA_KEYS.session,
  queryFn: ({ signal }): Promise<MeResponse> => readSession(signal),
  staleTime: 60_000,
});

/** The signed-in user, their profile and admin flag; `user` is null for visitors. */
export function useSession() {
  return useQuery(sessionQuery);
}
