import { useSyncExternalStore } from "react";

/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer instead of letting it show its own banner (decision 210): the app
 * offers installing only as a quiet entry on the dashboard and the profile. Called once at start.
 */
export function captureInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install action when the browser offers one, else null. */
export function useInstallOffer(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (!current) return null;
  return async () => {
    await current.prompt();
    await current.userChoice.catch(() => undefined);
    offer = null;
    notify();
  };
}
