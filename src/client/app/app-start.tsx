import { StrictMode } from "react";
import type { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "@/client/app/providers";
import { createAppRouter } from "@/client/app/router";
import { takeOver } from "@/client/app/takeover";
import i18n, { i18nReady } from "@/client/i18n/i18n";
import { whenIdle } from "@/client/lib/when-idle";

/**
 * The app, started by the entry once React's renderer is in (decision 232): the router is made here,
 * in a task after the module's own evaluation (matching the route table cost ~40 ms of main thread on
 * a phone), and the page renders in slices (`takeOver`).
 */
export function startApp(container: HTMLElement, makeRoot: typeof createRoot) {
  const router = createAppRouter();
  const render = () => {
    takeOver(
      makeRoot(container),
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    // The service worker and its update prompt, after the page has rendered (decision 210).
    if (import.meta.env.PROD) {
      whenIdle(() => {
        void import("@/client/app/service-worker-registration").then((module) =>
          module.registerServiceWorker((key) => i18n.t(key)),
        );
      });
    }
  };
  // The frame stays on screen until the router has loaded the route's code and the page's texts are
  // in, so the page never goes blank between the frame and the page.
  const routed = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  void Promise.all([routed, i18nReady]).then(render);
}
