import "@/client/lib/zod-jitless";
import "@/client/styles.css";
import { enableFrameHeader } from "@/client/app/frame-header";
import { captureInstallPrompt } from "@/client/lib/install-prompt";
import { nextTask } from "@/client/lib/next-task";

// The browser's install offer is kept for the quiet "Als App installieren" entry (decision 210).
captureInstallPrompt();

const container = document.getElementById("root")!;
// The frame's header works before React takes over from it.
enableFrameHeader(container);

/**
 * React takes over from the server's frame (decision 200) in tasks the browser can answer between.
 * The entry is small; it imports React's renderer, then the app (router, queries, texts, layout), each
 * in a task of its own (decision 232): evaluating a module graph is one task, and all of it at once
 * was the longest task of a page's takeover on a phone (~200 ms at 4x CPU). The paths are those of
 * `APP_START_MODULES` (src/shared/app-start.ts), whose chunks the server announces with the entry.
 * The app then makes its router in a task of its own and renders in slices (decisions 220, 221).
 */
setTimeout(async () => {
  const { createRoot } = await import("@/client/app/react-root");
  await nextTask();
  const { startApp } = await import("@/client/app/app-start");
  await nextTask();
  startApp(container, createRoot);
}, 0);
