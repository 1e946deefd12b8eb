/**
 * Registers the service worker (decision 210). This module loads after the page is idle, so no page's
 * first load carries it (workbox-window comes with it), and it registers the worker once the page has
 * gone quiet (decision 227): the install downloads and stores the whole build, and would otherwise
 * compete with the page's own loading for a phone's cores and connection. A new version never takes
 * over by itself: the page offers "Neue Version verfügbar – neu laden" and swaps only when the member
 * asks, so no answer is lost mid-sentence (unsent text is in local storage anyway, and the reload asks
 * before leaving it).
 */
import { Workbox } from "workbox-window";
import { toast } from "@/client/lib/toast";
import { whenPageQuiet } from "@/client/lib/when-page-quiet";

/** How often an open tab asks for a new version besides page loads and reconnects. */
const UPDATE_CHECK_MS = 60 * 60_000;

type Translate = (key: "app.updateAvailable" | "app.reload") => string;

export function registerServiceWorker(t: Translate) {
  if (!("serviceWorker" in navigator)) return;
  whenPageQuiet(() => register(t));
}

/** Workbox's own window module: a waiting version is offered, and swapped only when asked. */
function register(t: Translate) {
  const worker = new Workbox("/service-worker.js");
  worker.addEventListener("waiting", () => {
    toast.info(t("app.updateAvailable"), {
      id: "app-update",
      duration: Number.POSITIVE_INFINITY,
      // It stays until answered: at the bottom, where it does not cover the header's buttons.
      position: "bottom-center",
      action: {
        label: t("app.reload"),
        onClick: () => {
          worker.addEventListener("controlling", () => window.location.reload());
          worker.messageSkipWaiting();
        },
      },
    });
  });
  worker
    .register()
    .then((registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener("online", check);
    })
    // A registration cut short (the page left, the script unreachable) fails inside Workbox, which then
    // reads the missing registration; the next page load registers again.
    .catch(() => undefined);
}
