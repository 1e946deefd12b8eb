import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { twoFactorErrorKey } from "@/client/components/two-factor/two-factor-errors";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { authFetch } from "@/client/lib/api";

/** Asks for the password before new backup codes or switching off. */
export function PasswordDialog({
  action,
  onClose,
  onDone,
}: {
  action: "disable" | "newCodes" | null;
  onClose: () => void;
  onDone: (result: { backupCodes?: string[] }) => Promise<void> | void;
}) {
  const { t } = useTranslation("profile");
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const disable = action === "disable";
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const result = await authFetch<{ backupCodes?: string[] }>(
        disable ? "/api/auth/two-factor/disable" : "/api/auth/two-factor/generate-backup-codes",
        { body: { password } },
      );
      form.reset();
      await onDone(result);
    } catch (err) {
      form.setValue("password", "");
      const key = twoFactorErrorKey(err);
      form.setError("password", {
        message:
          key === "errors.wrongPassword"
            ? t("twoFactor.wrongPassword")
            : key === "errors.rateLimited"
              ? t("twoFactor.rateLimited")
              : t("twoFactor.failed"),
      });
      form.setFocus("password");
    }
  });
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          onClose();
        }
      }}
      title={disable ? t("twoFactor.disableTitle") : t("twoFactor.newCodesTitle")}
      description={disable ? t("twoFactor.disableText") : t("twoFactor.newCodesText")}
      closeLabel={t("twoFactor.close")}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={t("twoFactor.password")} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register("password", { required: t("twoFactor.passwordRequired") })}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("twoFactor.cancel")}
          </Button>
          <Button type="submit" variant={disable ? "danger" : "primary"} disabled={isSubmitting}>
            {disable ? t("twoFactor.disableSubmit") : t("twoFactor.newCodesSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
