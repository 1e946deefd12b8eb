import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { useLoginLockout } from "@/client/features/auth/hooks/use-login-lockout";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { resetSessionCaches, signInErrorKey } from "@/client/lib/auth";
import { announceAuthChange, persistLanguage } from "@/client/lib/browser-state";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { useDates } from "@/client/lib/page-clock";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { CLIENT_LOCKOUT } from "@/shared/auth-limits";
import type { LoginInput } from "@/shared/auth-schemas";
import { paths, REDIRECT_PARAM } from "@/shared/routes";
import { normalizeTotpCode, TWO_FACTOR_CODE_REUSED } from "@/shared/two-factor";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.loginSchema),
);

type FormError = { title?: string; text: string };
type SignInAnswer = { twoFactorRedirect?: boolean };

/** Sign in: idle, submitting, or locked out (spec 2 and 4). */
export function LoginPage() {
  const { clockTime } = useDates();
  const { t, i18n } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const lockout = useLoginLockout();
  const [formError, setFormError] = useState<FormError | null>(null);
  // After the password of an account with two-factor sign-in: the code step (decision 170).
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({
    resolver: schemaResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const lockedUntil = lockout.lockedUntil(form.watch("email"));
  // The lock is read from this browser after the first render: its address comes back into an empty form.
  const lockedEmail = lockout.lockedEmail;
  useEffect(() => {
    if (lockedEmail && !form.getValues("email")) form.setValue("email", lockedEmail);
  }, [lockedEmail, form]);

  const showLockout = () =>
    toast.error(t("lockout.title"), {
      description: t("lockout.text", { minutes: CLIENT_LOCKOUT.lockMinutes }),
      id: "lockout",
    });

  const signedIn = async () => {
    // The language follows the user from device to device: the profile's choice wins after sign-in.
    const me = await call(() => api.me.$get());
    const language = me.profile?.language;
    if (language && language !== i18n.language) {
      persistLanguage(language);
      await i18n.changeLanguage(language);
    }
    toast.success(t("login.success"));
    announceAuthChange("signed-in");
    // RequireVisitor sees the new session and goes on to ?redirectTo (the remembered origin) or /.
    await resetSessionCaches(queryClient);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (lockout.blocksAttempt(values.email)) {
      form.setValue("password", "");
      showLockout();
      return;
    }
    try {
      const answer = await authFetch<SignInAnswer>("/api/auth/sign-in/email", { body: values });
      lockout.clear(values.email);
      if (answer?.twoFactorRedirect) {
        form.setValue("password", "");
        setCodeStep(true);
        return;
      }
      await signedIn();
    } catch (err) {
      form.setValue("password", "");
      const key = signInErrorKey(err);
      if (key === "errors.invalidCredentials") lockout.recordFailure(values.email);
      setFormError(
        key === "errors.unexpected"
          ? { title: t("errors.unexpectedTitle"), text: t("errors.unexpectedText") }
          : { text: translateCode(t, key) },
      );
      form.setFocus("password");
    }
  });

  const redirectTo = searchParams.get(REDIRECT_PARAM);
  const registerLink = redirectTo
    ? `${paths.register}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
    : paths.register;
  const time = lockedUntil ? clockTime(lockedUntil, i18n.language) : "";

  if (codeStep) {
    return (
      <CodeStep
        onSignedIn={signedIn}
        onRestart={(message) => {
          setCodeStep(false);
          setFormError(message ? { text: message } : null);
        }}
      />
    );
  }

  return (
    <AuthShell
      title={t("login.title")}
      intro={t("login.intro")}
      footer={
        <p>
          {t("login.noAccount")}{" "}
          <Link to={registerLink} className="font-medium text-primary underline">
            {t("login.register")}
          </Link>
        </p>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {lockedUntil ? (
          <Alert tone="warning" title={t("lockout.title")} role="alert">
            {t("lockout.text", { minutes: CLIENT_LOCKOUT.lockMinutes })} {t("lockout.until", { time })}
          </Alert>
        ) : formError ? (
          <Alert tone="danger" title={formError.title} role="alert">
            {formError.text}
          </Alert>
        ) : null}
        <FormField
          label={t("login.email")}
          error={errors.email?.message && translateCode(t, errors.email.message)}
        >
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
        <FormField
          label={t("login.password")}
          error={errors.password?.message && translateCode(t, errors.password.message)}
        >
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <div className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-primary hover:underline">
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" disabled={isSubmitting || Boolean(lockedUntil)} size="lg">
          {lockedUntil ? t("login.locked") : isSubmitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}

type CodeForm = { code: string };

const LINK_BUTTON = "text-left font-medium text-primary underline-offset-4 hover:underline";

/**
 * The second step of a two-factor sign-in: the code from the authenticator app, or one of the backup
 * codes. A challenge lasts ten minutes and five tries; after that, or when the server's limit is
 * reached, the member starts again with the password.
 */
function CodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<void>;
  onRestart: (message?: string) => void;
}) {
  const { t } = useTranslation("auth");
  const [backup, setBackup] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CodeForm>({ defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  // The password form is gone: the code field takes the focus, as the next thing to type.
  useEffect(() => form.setFocus("code"), [form]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await authFetch(
        backup ? "/api/auth/two-factor/verify-backup-code" : "/api/auth/two-factor/verify-totp",
        {
          body: { code: normalizeTotpCode(code) },
        },
      );
      await onSignedIn();
    } catch (err) {
      form.setValue("code", "");
      const code = err instanceof ApiRequestError ? err.code : "";
      if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
        onRestart(t("code.expired"));
        return;
      }
      if (err instanceof ApiRequestError && err.status === 429) {
        setFormError(t("errors.rateLimited"));
      } else if (code === TWO_FACTOR_CODE_REUSED) {
        form.setError("code", { message: t("code.reused") });
      } else if (err instanceof ApiRequestError && err.status === 401) {
        form.setError("code", { message: backup ? t("code.wrongBackup") : t("code.wrongCode") });
      } else {
        setFormError(translateCode(t, signInErrorKey(err)));
      }
      form.setFocus("code");
    }
  });

  return (
    <AuthShell title={t("code.title")} intro={backup ? t("code.introBackup") : t("code.intro")}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <FormField label={backup ? t("code.backupCode") : t("code.code")} error={errors.code?.message}>
          <Input
            key={backup ? "backup" : "app"}
            inputMode={backup ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            className="font-mono tracking-widest"
            {...form.register("code", { required: t("code.required") })}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("code.submitting") : t("code.submit")}
        </Button>
        <div className="flex flex-col items-start gap-3 text-sm">
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => {
              setBackup((value) => !value);
              form.reset();
              setFormError(null);
              window.setTimeout(() => form.setFocus("code"));
            }}
          >
            {backup ? t("code.useApp") : t("code.useBackup")}
          </button>
          <button type="button" className={LINK_BUTTON} onClick={() => onRestart()}>
            {t("code.back")}
          </button>
        </div>
      </form>
    </AuthShell>
  );
}
