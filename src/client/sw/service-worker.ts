/**
 * The service worker (decision 210), Workbox's modules bundled by esbuild and its precache list
 * injected by Workbox's `injectManifest` (`scripts/build-after-pages.mjs`): no caching logic of our own.
 * - The build is precached: scripts, styles, fonts, icons and the week content (it is in the
 *   scripts), plus `/app-shell.html` (the root rendered alone, with nobody's data in it, decision 236).
 * - Page loads go to the network; only when it cannot be reached is the shell answered, and the page
 *   starts in it from the member's last known answers (client/lib/offline-copy.ts, decision 211).
 * - The API is never touched: its answers stay `no-store` and out of every cache.
 * - A new version waits until the page asks it to take over ("Neue Version verfügbar – neu laden").
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";

type PrecacheEntries = Parameters<typeof precacheAndRoute>[0];
declare const self: {
  __WB_MANIFEST: PrecacheEntries;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data?: { type?: string } }) => void): void;
};

export const APP_SHELL = "/app-shell.html";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version serves the open tabs at once (there is nothing to swap); later versions wait
// for SKIP_WAITING and then take over, with the page reloading.
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(APP_SHELL)) ?? Response.error() }],
    }),
    // The API and its downloads, hashed files, and the landing page (not hydrated) get no offline shell.
    { denylist: [/^\/api\//, /^\/assets\//, /^\/$/] },
  ),
);

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
