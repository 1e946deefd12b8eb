import { type ComponentProps, Suspense } from "react";
import { lazyNamed } from "@/client/lib/lazy-named";

/**
 * The journaling card and the AI companion end every week, far down the page: their code is not part
 * of the week page's first load (decision 131). It is asked for when the week renders, and
 * their places are held at about their height meanwhile, so nothing around them jumps.
 */
const JournalingCard = lazyNamed(
  () => import("@/client/features/week/components/journaling-card"),
  "JournalingCard",
);
const AiCompanion = lazyNamed(() => import("@/client/features/week/components/ai-companion"), "AiCompanion");

export function JournalingCardSlot(props: ComponentProps<typeof JournalingCard>) {
  return (
    <Suspense fallback={<div className="min-h-[30rem]" />}>
      <JournalingCard {...props} />
    </Suspense>
  );
}

export function AiCompanionSlot() {
  return (
    <Suspense fallback={<div className="min-h-[21rem] sm:min-h-60" />}>
      <AiCompanion />
    </Suspense>
  );
}
