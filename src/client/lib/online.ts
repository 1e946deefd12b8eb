import { useSyncExternalStore } from "react";
import { offlineSignInNeeded, subscribeOfflineSignInNeeded } from "@/client/lib/offline-copy";

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser has a connection (the server's render assumes it has, and so does hydration). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** This page's and other tabs' changes of the mark (another tab's arrive as `storage` events). */
const subscribeSignInNeeded = (listener: () => void) => {
  const unsubscribe = subscribeOfflineSignInNeeded(listener);
  window.addEventListener("storage", listener);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", listener);
  };
};

/**
 * Whether this browser is offline and removed the member's copies as too old (decision 254): the
 * pages then show that signing in again, online, is needed, instead of the member's data.
 */
export function useOfflineSignInNeeded(): boolean {
  const online = useOnline();
  const needed = useSyncExternalStore(subscribeSignInNeeded, offlineSignInNeeded, () => false);
  return !online && needed;
}
