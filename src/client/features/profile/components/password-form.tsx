import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ProfileSection } from "@/client/features/profile/components/section";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import type { ChangePasswordInput } from "@/shared/auth-schemas";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.changePasswordSchema),
);

/** Change the password with the current one; other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation("profile");
  const form = useForm<ChangePasswordInput>({
    resolver: schemaResolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? translateCode(t, key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await authFetch("/api/auth/change-password", {
        body: {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          revokeOtherSessions: true,
        },
      });
      form.reset();
      toast.success(t("password.changed"));
    } catch (err) {
      form.setValue("currentPassword", "");
      if (err instanceof ApiRequestError && err.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { message: "password.wrongCurrent" });
        form.setFocus("currentPassword");
      } else {
        toast.error(t("password.failed"));
      }
    }
  });

  return (
    <ProfileSection title={t("password.title")}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField label={t("password.current")} error={message(errors.currentPassword?.message)}>
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
        <FormField
          label={t("password.new")}
          hint={t("password.hint")}
          error={message(errors.newPassword?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField label={t("password.confirm")} error={message(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? t("password.submitting") : t("password.submit")}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
