import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Info from "lucide-react/icons/info";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { ReactNode } from "react";
import { cn } from "@/client/lib/cn";

const tones = {
  danger: { classes: "border-danger/30 bg-danger-soft text-danger", Icon: CircleAlert },
  warning: { classes: "border-warning/30 bg-warning-soft text-warning", Icon: TriangleAlert },
  success: { classes: "border-success/30 bg-success-soft text-success", Icon: CircleCheck },
  info: { classes: "border-primary/25 bg-primary-soft text-foreground", Icon: Info },
} as const;

type AlertProps = {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** "alert" interrupts a screen reader (errors); "status" waits politely (the default). */
  role?: "alert" | "status";
  /** A button or link that resolves the notice: beside the text on wide screens, below it on phones. */
  action?: ReactNode;
};

/** An in-page notice with an icon, an optional title and text. */
export function Alert({ tone = "info", title, children, className, role = "status", action }: AlertProps) {
  const { classes, Icon } = tones[tone];
  const body = (
    <div className="flex gap-3">
      <Icon aria-hidden size={18} className="mt-0.5 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-0.5" : undefined}>{children}</div> : null}
      </div>
    </div>
  );
  return (
    <div
      role={role}
      className={cn(
        "rounded-md border p-3.5 text-sm leading-relaxed",
        action ? "flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:p-5" : null,
        classes,
        className,
      )}
    >
      {body}
      {action ? <div className="shrink-0 text-foreground">{action}</div> : null}
    </div>
  );
}
