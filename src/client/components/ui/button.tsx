import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { useBeforeHydration } from "@/client/lib/hydrated";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm",
  secondary: "bg-surface text-foreground border border-border hover:bg-surface-muted",
  ghost: "text-foreground hover:bg-surface-muted",
  danger: "bg-danger text-white hover:opacity-90 dark:text-background",
  link: "text-primary underline-offset-4 hover:underline px-0",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base sm:text-lg",
  icon: "h-10 w-10 p-0",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:opacity-55",
    variants[variant],
    sizes[size],
  );
}

export function Button({
  variant = "primary",
  size = "md",
  className,
  type,
  disabled,
  ...props
}: ButtonProps) {
  // A form is sent once it has hydrated, as its fields take typing only then (`Input`): pressed before,
  // the browser would send it itself, unchecked (decision 255).
  const waiting = useBeforeHydration() && type === "submit";
  // A link with the button's look uses `buttonClasses` on the link itself: no Slot, so Radix's stays
  // out of the entry (decision 202).
  return (
    <button
      className={cn(buttonClasses(variant, size), className)}
      type={type ?? "button"}
      disabled={disabled || waiting || undefined}
      {...props}
    />
  );
}
