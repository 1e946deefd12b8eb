import type { FormEventHandler } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ProfileSection } from "@/client/features/profile/components/section";
import { translateCode } from "@/client/lib/translate-code";
import type { ChangePasswordInput } from "@/shared/auth-schemas";

/** The live form's parts (password-form.tsx). */
export type PasswordFormParts = {
  register: UseFormRegister<ChangePasswordInput>;
  errors: FieldErrors<ChangePasswordInput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
};

/**
 * The password section's markup. With `form` it is the form; without, the same fields disabled while
 * the form's code (react-hook-form) loads right after the page rendered (decision 202).
 */
export function PasswordFields({ form }: { form?: PasswordFormParts }) {
  const { t } = useTranslation("profile");
  const errors = form?.errors ?? {};
  const message = (key?: string) => (key ? translateCode(t, key) : undefined);
  const field = (name: keyof ChangePasswordInput) => (form ? form.register(name) : { name, disabled: true });

  return (
    <ProfileSection title={t("password.title")}>
      <form method="post" onSubmit={form?.onSubmit} noValidate className="flex flex-col gap-5">
        <FormField label={t("password.current")} error={message(errors.currentPassword?.message)}>
          <Input type="password" autoComplete="current-password" {...field("currentPassword")} />
        </FormField>
        <FormField
          label={t("password.new")}
          hint={t("password.hint")}
          error={message(errors.newPassword?.message)}
        >
          <Input type="password" autoComplete="new-password" {...field("newPassword")} />
        </FormField>
        <FormField label={t("password.confirm")} error={message(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...field("confirmPassword")} />
        </FormField>
        <div>
          <Button type="submit" variant="secondary" disabled={!form || form.submitting}>
            {form?.submitting ? t("password.submitting") : t("password.submit")}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
