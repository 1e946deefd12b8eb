import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

const fieldClasses =
  "w-full rounded-md border border-control bg-surface px-3 text-base text-foreground placeholder:text-muted " +
  "focus-visible:border-primary aria-invalid:border-danger disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-32 py-2 leading-relaxed", className)} {...props} />;
}
