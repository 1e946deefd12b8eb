import "@/client/lib/zod-jitless";
import "@/client/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { enableFrameHeader } from "@/client/app/frame-header";
import { Providers } from "@/client/app/providers";
import { createAppRouter } from "@/client/app/router";
import { takeOver } from "@/client/app/takeover";
import i18n from "@/client/i18n/i18n";
import { captureInstallPrompt } from "@/client/lib/install-prompt";
import { whenIdle } from "@/client/lib/when-idle";

// The browser's install offer is kept for the quiet "Als App installieren" entry (decision 210).
captureInstallPrompt();

const container = document.getElementById("root")!;
// The frame's header works before React takes over from it.
enableFrameHeader(container);

/**
 * React takes over from the server's frame (decision 200) in tasks the browser can answer between
 * (decision 220): the router is made in a task after the scripts' own (matching the route table cost
 * ~40 ms of main thread on top of the ~70 ms of evaluating the scripts), and the page renders in slices
 * (`takeOver`).
 */
function start() {
  const router = createAppRouter();
  const render = () =>
    takeOver(
      createRoot(container),
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  // The frame stays on screen until the router has loaded the route's code, so the page never goes
  // blank between the frame and the page (without a frame, the router would render nothing until then).
  if (router.state.initialized) render();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
}
setTimeout(start, 0);

// The service worker and its update prompt, after the page has rendered (decision 210).
if (import.meta.env.PROD) {
  whenIdle(() => {
    void import("@/client/app/service-worker-registration").then((module) =>
      module.registerServiceWorker((key) => i18n.t(key)),
    );
  });
}
