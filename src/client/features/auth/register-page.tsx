import { useQueryClient } from "@tanstack/react-query";
import MailCheck from "lucide-react/icons/mail-check";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { LinkedText } from "@/client/components/ui/linked-text";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { authFetch } from "@/client/lib/api";
import { resetSessionCaches, signUpErrorKey } from "@/client/lib/auth";
import { announceAuthChange } from "@/client/lib/browser-state";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import type { RegisterInput } from "@/shared/auth-schemas";
import { isPlan } from "@/shared/plans";
import { paths, REDIRECT_PARAM, safeRedirectTarget } from "@/shared/routes";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.registerSchema),
);

type SignUpResponse = { token: string | null; user: { email: string } };

/** Create an account; the plan chosen on the pricing cards (?plan=) is shown and kept for afterwards. */
export function RegisterPage() {
  const { t, i18n } = useTranslation(["auth", "plans"]);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: schemaResolver,
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", ageConfirmed: false },
  });
  const { errors, isSubmitting } = form.formState;

  const planParam = searchParams.get("plan");
  const plan = isPlan(planParam) ? planParam : null;
  const paymentTarget = plan ? `${paths.payment}?plan=${plan}` : null;
  const afterSignUp = paymentTarget ?? safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
  const loginLink = `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(afterSignUp)}`;
  const fieldError = (message?: string) => (message ? translateCode(t, message) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await authFetch<SignUpResponse>("/api/auth/sign-up/email", {
        body: {
          name: values.name,
          email: values.email,
          password: values.password,
          ageConfirmed: values.ageConfirmed,
          language: i18n.language,
          // The calendar reminders' zone, changeable on /profile; the server keeps only a known one
          // (decision 196). Read here rather than through shared/time-zones, which this page need not load.
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          // Where the verification link leads, when verification is switched on.
          callbackURL: afterSignUp,
        },
      });
      if (!result.token) {
        toast.success(t("register.verifyNotice"));
        setPendingEmail(values.email);
        return;
      }
      toast.success(t("register.success"));
      announceAuthChange("signed-in");
      // RequireVisitor follows ?redirectTo once the new session is read: to /payment?plan=… or /. The
      // URL must carry it before the session changes, or a quick session read sends the member to /.
      const next = new URLSearchParams(searchParams);
      next.set(REDIRECT_PARAM, afterSignUp);
      await navigate({ search: `?${next.toString()}` }, { replace: true });
      await resetSessionCaches(queryClient);
    } catch (err) {
      form.setValue("password", "");
      form.setValue("confirmPassword", "");
      const key = signUpErrorKey(err);
      if (key === "errors.alreadyRegistered") form.setError("email", { message: key });
      else setFormError(translateCode(t, key));
    }
  });

  if (pendingEmail) {
    return (
      <AuthShell title={t("register.checkInboxTitle")}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden size={40} className="text-primary" />
          <p className="font-medium">{t("register.verifyNotice")}</p>
          <p className="text-muted">{t("register.checkInboxText", { email: pendingEmail })}</p>
          <Link to={loginLink} className="text-primary hover:underline">
            {t("register.login")}
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t("register.title")}
      intro={t("register.intro")}
      footer={
        <p>
          {t("register.haveAccount")}{" "}
          <Link to={loginLink} className="font-medium text-primary underline">
            {t("register.login")}
          </Link>
        </p>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {plan ? (
          <Alert tone="info" title={t("register.selectedPlan", { plan: t(`plans:names.${plan}`) })}>
            {t("register.selectedPlanHint")}
          </Alert>
        ) : planParam ? (
          <Alert tone="warning">{t("register.unknownPlan")}</Alert>
        ) : null}
        {formError ? (
          <Alert tone="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <FormField
          label={t("register.name")}
          hint={t("register.nameHint")}
          error={fieldError(errors.name?.message)}
        >
          <Input autoComplete="given-name" maxLength={200} {...form.register("name")} />
        </FormField>
        <FormField label={t("register.email")} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
        <FormField
          label={t("register.password")}
          hint={t("register.passwordHint")}
          error={fieldError(errors.password?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label={t("register.confirmPassword")} error={fieldError(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Controller
          control={form.control}
          name="ageConfirmed"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t("register.age")}
              error={fieldError(errors.ageConfirmed?.message)}
            />
          )}
        />
        <p className="text-sm text-muted">
          <LinkedText
            text={t("register.privacy")}
            tag="1"
            link={<Link to={paths.privacy} className="font-medium text-primary underline" />}
          />
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("register.submitting") : t("register.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}
