import { useQuery, useQueryClient } from "@tanstack/react-query";
import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/client/components/ui/alert";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { LoadingState } from "@/client/components/ui/spinner";
import { AuthShell } from "@/client/features/auth/components/auth-shell";
import { InvalidLink } from "@/client/features/auth/components/reset-link-screens";
import { ApiRequestError, authFetch } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { resetSessionCaches } from "@/client/lib/auth";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { RESET_REDIRECT_SECONDS } from "@/shared/auth-limits";
import type { ResetPasswordInput } from "@/shared/auth-schemas";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import { paths } from "@/shared/routes";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/auth-schemas").then((module) => module.resetPasswordSchema),
);

/**
 * The link's token, from ?token= (our mails) or the #access_token=…&type=recovery fragment of spec 2,
 * which only the browser sees: read after the first render, which matches the server's.
 */
function useResetToken(): string | null {
  const [searchParams] = useSearchParams();
  const fromQuery = searchParams.get("token");
  const [fromFragment, setFromFragment] = useState<string | null>(null);
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    setFromFragment(fragment.get("type") === "recovery" ? fragment.get("access_token") : null);
  }, []);
  return fromQuery ?? fromFragment;
}

/** Reset: verifying → invalid link, or the form → success with a 3-second countdown to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const token = useResetToken();
  const [done, setDone] = useState(false);
  const check = useQuery({
    // The page's loader checks a ?token= link and sends its answer along (`routes/reset-password.tsx`).
    queryKey: PAGE_DATA_KEYS.resetToken(token ?? ""),
    queryFn: ({ signal }) =>
      call(() =>
        api.account["reset-token"][":token"].$get(
          { param: { token: encodeURIComponent(token ?? "") } },
          { init: { signal } },
        ),
      ),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (done) return <ResetSuccess />;
  if (token && check.isPending) {
    return (
      <AuthShell title={t("reset.title")}>
        <LoadingState label={t("reset.verifying")} />
      </AuthShell>
    );
  }
  if (!token || !check.data?.valid) return <InvalidLink />;
  return <ResetForm token={token} onDone={() => setDone(true)} onInvalid={() => void check.refetch()} />;
}

function ResetForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: schemaResolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await authFetch("/api/auth/reset-password", { body: { token, newPassword: password } });
      // The reset ended every session of this user, this browser's included.
      await resetSessionCaches(queryClient);
      toast.success(t("reset.successToast"));
      onDone();
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === "INVALID_TOKEN") {
        onInvalid();
        return;
      }
      setFormError(
        err instanceof ApiRequestError && err.code === "network"
          ? t("errors.network")
          : t("errors.unexpectedText"),
      );
    }
  });

  return (
    <AuthShell title={t("reset.title")} intro={t("reset.intro")}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="danger" role="alert" title={t("errors.resetTitle")}>
            {formError}
          </Alert>
        ) : null}
        <FormField
          label={t("reset.password")}
          error={errors.password?.message && translateCode(t, errors.password.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField
          label={t("reset.confirmPassword")}
          error={errors.confirmPassword?.message && translateCode(t, errors.confirmPassword.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}

function ResetSuccess() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState<number>(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      navigate(paths.login, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <AuthShell title={t("reset.successTitle")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden size={40} className="text-success" />
        <p>{t("reset.successText")}</p>
        <p className="text-sm text-muted" aria-live="polite">
          {t("reset.countdown", { count: Math.max(seconds, 0) })}
        </p>
        <Link to={paths.login} className={buttonClasses("primary", "md")}>
          {t("reset.toLogin")}
        </Link>
      </div>
    </AuthShell>
  );
}
