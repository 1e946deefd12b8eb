import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ProfileSection } from "@/client/features/profile/components/section";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { translateCode } from "@/client/lib/translate-code";
import { type ChangePasswordInput, changePasswordSchema } from "@/shared/auth-schemas";

/** Change the password with the current one; other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation("profile");
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
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
