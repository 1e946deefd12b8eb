import type { ClientLoaderFunctionArgs } from "react-router";
import type { PageAnswer } from "@/client/lib/page-answer";

/**
 * A journey page's loader in the browser (decision 236): the server's answer, or — offline, or in the
 * offline shell — an empty one, and the page's queries answer from the member's last known copies
 * (`lib/offline-copy.ts`, decision 211).
 */
export async function serverOrOffline({
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<PageAnswer | null> {
  try {
    return (await serverLoader()) as PageAnswer | null;
  } catch (error) {
    if (navigator.onLine && !(error instanceof TypeError)) throw error;
    return null;
  }
}
