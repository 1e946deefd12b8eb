import { type ReactNode, startTransition, useEffect } from "react";
import type { Root } from "react-dom/client";
import { holdIdleTasksUntil } from "@/client/lib/when-idle";

/**
 * How React's first render takes over from the server's frame (decision 220). By default it renders as
 * a transition: React works in slices of a few milliseconds and lets the browser in between, instead of
 * one task as long as the whole page (most of a page's blocking time on a phone's CPU). The slices cost
 * time of their own: measured on a 4x slower CPU, the takeover came 140-160 ms later on the dashboard
 * and week 1 for ~190 ms less blocking, but 260-350 ms later on the community and profile pages for
 * 95-185 ms less. Routes where that trade is bad set `renderAtOnce` and take over in one task as before.
 */
export type TakeoverHandle = { renderAtOnce?: true };

export function takeOver(root: Root, app: ReactNode, handles: unknown[]) {
  let rendered = () => {};
  // The idle tasks (code for later, the service worker) wait for the page, not for a gap in its render.
  holdIdleTasksUntil(new Promise<void>((resolve) => (rendered = resolve)));
  const page = (
    <>
      {app}
      <OnFirstCommit run={rendered} />
    </>
  );
  const atOnce = handles.some((handle) => (handle as TakeoverHandle | undefined)?.renderAtOnce);
  if (atOnce) root.render(page);
  else startTransition(() => root.render(page));
}

function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
