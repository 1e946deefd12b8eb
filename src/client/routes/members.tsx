import { serverOrOffline } from "@/client/lib/offline-loader";
import type { PageLoaderArgs } from "@/client/lib/page-answer";

export { RequireAuth as default } from "@/client/app/guards";

/** The members' pages: a visitor is sent to sign in, and comes back here afterwards. */
export function loader({ context }: PageLoaderArgs) {
  context.data.requireMember();
  return null;
}

/** Offline the journey works from the member's copies (decision 211). */
export const clientLoader = serverOrOffline;
