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

/** The optional English fields of a form, grouped under a legend with what happens without them. */
export function LanguageGroup({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{t("common.englishLegend")}</legend>
      <p className="-mt-2 text-sm text-muted">{t("common.englishHint")}</p>
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
