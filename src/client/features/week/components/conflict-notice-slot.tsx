import { type ComponentProps, Suspense } from "react";
import { lazyNamed } from "@/client/lib/lazy-named";

const loadConflictNotice = () => import("@/client/features/week/components/conflict-notice");
const LazyConflictNotice = lazyNamed(loadConflictNotice, "ConflictNotice");

/**
 * A conflict notice, whose code loads when a field first has a conflict: most visits have none, so it
 * is not part of the week page's first load (decision 202).
 */
export function ConflictNoticeSlot(props: ComponentProps<typeof LazyConflictNotice>) {
  return (
    <Suspense fallback={null}>
      <LazyConflictNotice {...props} />
    </Suspense>
  );
}
