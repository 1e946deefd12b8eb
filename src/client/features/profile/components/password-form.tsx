import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordFields } from "@/client/features/profile/components/password-fields";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { ChangePasswordInput } from "@/shared/auth-schemas";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.changePasswordSchema),
);

/**
 * Change the password with the current one; other devices are signed out. Loaded right after the page
 * rendered, behind the same fields disabled (password-fields.tsx, decision 202).
 */
export function PasswordForm() {
  const { t } = useTranslation("profile");
  const form = useForm<ChangePasswordInput>({
    resolver: schemaResolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

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

  return <PasswordFields form={{ register: form.register, errors, onSubmit, submitting: isSubmitting }} />;
}
