import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts, with sonner (~9.5 KB gzip) loaded only once the first toast is raised (decision 131:
 * no page needs it to render). Calls made while it loads are shown in order once it is there; sonner
 * itself replays toasts raised before its <Toaster> subscribed. The <Toaster> (providers.tsx) mounts
 * when the first toast is requested.
 */
type Sonner = typeof import("sonner");
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For the toaster's host: whether a toast was requested yet (a useSyncExternalStore source). */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => sonner !== undefined,
};

const show = (type: "success" | "error" | "info") => (message: Message, options?: ExternalToast) => {
  void loadSonner().then(({ toast }) => toast[type](message, options));
};

export const toast = { success: show("success"), error: show("error"), info: show("info") };

/** The toasts on screen now, including any still waiting for sonner to load. */
export async function activeToasts(): Promise<ReturnType<typeof sonnerToast.getToasts>> {
  if (!sonner) return [];
  const { toast: loaded } = await sonner;
  return loaded.getToasts();
}
