import MailCheck from "lucide-react/icons/mail-check";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";
import { RESET_TOKEN_TTL_HOURS } from "@/shared/auth-limits";
import type { ForgotPasswordInput } from "@/shared/auth-schemas";
import { paths } from "@/shared/routes";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.forgotPasswordSchema),
);

/** Request a reset link: a form, then "sent" — the same answer whether or not the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: schemaResolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await authFetch("/api/auth/request-password-reset", { body: { email } });
      toast.success(t("forgot.sentToast"));
      setSentTo(email);
    } catch (err) {
      const limited = err instanceof ApiRequestError && (err.code === RATE_LIMIT_CODE || err.status === 429);
      setFormError(t(limited ? "errors.resetRateLimited" : "errors.sendLinkFailed"));
    }
  });

  const backToLogin = (
    <Link to={paths.login} className="font-medium text-primary hover:underline">
      {t("forgot.backToLogin")}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthShell title={t("forgot.sentTitle")} footer={backToLogin}>
        <div className="flex flex-col items-center gap-4 text-center" role="status">
          <MailCheck aria-hidden size={40} className="text-primary" />
          <p>
            {t("forgot.sentText", { email: sentTo })} {t("forgot.validFor", { count: RESET_TOKEN_TTL_HOURS })}
          </p>
          <p className="text-sm text-muted">{t("forgot.sentHint")}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t("forgot.again")}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("forgot.title")} intro={t("forgot.intro")} footer={backToLogin}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="danger" role="alert" title={t("errors.resetTitle")}>
            {formError}
          </Alert>
        ) : null}
        <FormField
          label={t("forgot.email")}
          error={errors.email?.message && translateCode(t, errors.email.message)}
        >
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}
