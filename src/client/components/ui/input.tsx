import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { useBeforeHydration } from "@/client/lib/hydrated";

const fieldClasses =
  "w-full rounded-md border border-control bg-surface px-3 text-base text-foreground placeholder:text-muted " +
  "focus-visible:border-primary aria-invalid:border-danger disabled:opacity-60";

/**
 * A field takes typing only once the page has hydrated: what was typed into the server's page before
 * would be replaced as React (or react-hook-form, registering the field) takes it up.
 */
function useReadOnly(props: { readOnly?: boolean }) {
  const waiting = useBeforeHydration();
  return props.readOnly || waiting || undefined;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-11", className)} {...props} readOnly={useReadOnly(props)} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(fieldClasses, "min-h-32 py-2 leading-relaxed", className)}
      {...props}
      readOnly={useReadOnly(props)}
    />
  );
}
