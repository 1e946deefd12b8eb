import { type ReactNode, startTransition, useEffect } from "react";
import type { Root } from "react-dom/client";
import { holdIdleTasksUntil } from "@/client/lib/when-idle";

/**
 * React's first render takes over from the server's frame as a transition (decisions 220, 221): React
 * works in slices of a few milliseconds and lets the browser in between, instead of one task as long as
 * the whole page (most of a page's blocking time on a phone's CPU). Measured on a quiet machine at 4x
 * CPU, the slices took 53-129 ms of blocking time off every page they were tried on and moved the
 * takeover by -43 to +62 ms.
 */
export function takeOver(root: Root, app: ReactNode) {
  let rendered = () => {};
  // The idle tasks (code for later, the service worker) wait for the page, not for a gap in its render.
  holdIdleTasksUntil(new Promise<void>((resolve) => (rendered = resolve)));
  startTransition(() =>
    root.render(
      <>
        {app}
        <OnFirstCommit run={rendered} />
      </>,
    ),
  );
}

function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
