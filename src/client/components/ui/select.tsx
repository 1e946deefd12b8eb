import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/** A native select with the control edge (3:1) of every form field. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-11 w-full rounded-md border border-control bg-surface px-3 text-base text-foreground aria-invalid:border-danger",
        className,
      )}
      {...props}
    />
  );
}
