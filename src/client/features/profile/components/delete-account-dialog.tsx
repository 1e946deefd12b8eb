import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { announceAuthChange, reloadWithNotice } from "@/client/lib/browser-state";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { clearOfflineData } from "@/client/lib/offline-copy";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import type { DeleteAccountInput } from "@/shared/auth-schemas";
import { paths } from "@/shared/routes";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.deleteAccountSchema),
);

/** The confirmation that names what goes, with the password; loaded when first opened (decision 201). */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("profile");
  const form = useForm<DeleteAccountInput>({
    resolver: schemaResolver,
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const items = t("delete.items", { returnObjects: true }) as string[];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await call(() => api.account.$delete({ json: values }));
      clearOfflineData();
      announceAuthChange("signed-out");
      reloadWithNotice(paths.home, t("delete.done"));
    } catch (err) {
      form.setValue("password", "");
      if (err instanceof ApiRequestError && err.code === "invalid_password") {
        form.setError("password", { message: "validation.currentPasswordWrong" });
      } else {
        toast.error(t("delete.failed"));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.reset();
      }}
      title={t("delete.dialogTitle")}
      description={t("delete.dialogText")}
      closeLabel={t("delete.close")}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-sm text-muted">{t("delete.exportFirst")}</p>
        <FormField
          label={t("delete.password")}
          error={errors.password?.message && translateCode(t, errors.password.message)}
        >
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("delete.cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? t("delete.deleting") : t("delete.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
