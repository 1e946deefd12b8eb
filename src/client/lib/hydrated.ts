import { createContext, useContext, useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true once React has taken the page up: for what only
 * works with React running (decision 236). React renders the server's value first, then this one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Whether React will take this page up in the browser: not on the landing page, whose own small script
 * adds its behaviour (decision 025), so nothing there waits for a hydration that never comes.
 */
export const WillHydrate = createContext(true);

/** True until the page has hydrated, on a page that will be: a field then takes no input yet. */
export function useBeforeHydration(): boolean {
  const hydrated = useHydrated();
  return useContext(WillHydrate) && !hydrated;
}
