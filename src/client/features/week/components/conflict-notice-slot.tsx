import { type ComponentProps, Suspense } from "react";
import { lazyNamed } from "@/client/lib/lazy-named";
import { whenIdle } from "@/client/lib/when-idle";

const loadConflictNotice = () => import("@/client/features/week/components/conflict-notice");
const LazyConflictNotice = lazyNamed(loadConflictNotice, "ConflictNotice");
// Fetched once the page is idle, not when first needed: a conflict can come from a copy restored while
// offline, when a first fetch would fail into the error page (as the leave dialog's did, decision 215).
whenIdle(() => void loadConflictNotice().catch(() => undefined));

/**
 * A conflict notice, whose code is not part of the week page's first load (decision 202): most visits
 * have no conflict.
 */
export function ConflictNoticeSlot(props: ComponentProps<typeof LazyConflictNotice>) {
  return (
    <Suspense fallback={null}>
      <LazyConflictNotice {...props} />
    </Suspense>
  );
}
