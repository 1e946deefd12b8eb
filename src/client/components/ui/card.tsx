import type { HTMLAttributes } from "react";
import { cn } from "@/client/lib/cn";

/** A card; one named by its heading (aria-labelledby) is a section, since a div's name is ignored. */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const Component = props["aria-labelledby"] ? "section" : "div";
  return (
    <Component
      className={cn("rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6", className)}
      {...props}
    />
  );
}
