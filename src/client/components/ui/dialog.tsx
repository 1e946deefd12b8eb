import { lazy, Suspense, useEffect, useState } from "react";
import type { DialogProps } from "@/client/components/ui/dialog-props";
import { whenIdle } from "@/client/lib/when-idle";

const loadDialog = () => import("@/client/components/ui/dialog-content");
const DialogContent = lazy(() => loadDialog().then((module) => ({ default: module.DialogContent })));

/**
 * The one dialog of the app (focus in and back, Escape, the opener remembered: dialog-content.tsx).
 * Radix's dialog (~10 KB gzip) is not needed until a dialog opens, so it loads when the browser is
 * idle after the page rendered (decision 131); a dialog opened before that waits for it. Once opened it
 * stays mounted, so closing runs through Radix (focus goes back to the opener).
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  useEffect(() => whenIdle(() => void loadDialog()), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  );
}
