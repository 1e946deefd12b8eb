import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A list's h2 with its main action beside it (below it on a phone). On a page of its own the h1 says
 * the same, so the h2 is kept for screen readers only.
 */
export function SectionHeader({
  id,
  title,
  action,
  hideTitle = false,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  hideTitle?: boolean;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", hideTitle ? "justify-end" : "justify-between")}>
      <h2 id={id} className={hideTitle ? "sr-only" : "text-2xl font-semibold"}>
        {title}
      </h2>
      {action}
    </div>
  );
}
