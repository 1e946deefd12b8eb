import "@/client/lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { startClientI18n } from "@/client/i18n/i18n";
import { storedLanguage } from "@/client/lib/browser-state";
import { captureInstallPrompt } from "@/client/lib/install-prompt";
import { signOutPending } from "@/client/lib/offline-copy";

// The browser's install offer is kept for the quiet "Als App installieren" entry (decision 210).
captureInstallPrompt();

// A sign-out made offline is sent once a page loads with the network back (decision 213); the server
// rendered this page for the session it still knew, so it then loads again as the visitor's.
if (signOutPending()) {
  void import("@/client/lib/session-actions").then(async ({ sendPendingSignOut }) => {
    if (await sendPendingSignOut()) window.location.reload();
  });
}

// The page's language; the offline shell (rendered once, in German) follows this browser's choice.
const html = document.documentElement;
const i18n = startClientI18n(
  html.hasAttribute("data-offline-shell") ? (storedLanguage() ?? html.lang) : html.lang,
);

// React continues with the server's page (decision 236); as a transition, so the browser can answer
// between the slices of work (a press during hydration is replayed on React's own element).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});

// The service worker and its update prompt, once the page has loaded (decision 210). This module is
// imported by the router's own module script, so the load event may already be over.
if (import.meta.env.PROD) {
  const registerWorker = () =>
    void import("@/client/app/service-worker-registration").then((module) =>
      module.registerServiceWorker((key) => i18n.t(key)),
    );
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });
}
