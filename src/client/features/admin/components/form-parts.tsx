import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
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

/** The German and the English fields of a form, each under its own legend. */
export function LanguageGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function FormFooter({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t("common.saving") : t("common.save")}
      </Button>
    </div>
  );
}
