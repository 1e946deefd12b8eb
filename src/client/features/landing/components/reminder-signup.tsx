import { BellRing, MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { useReminderSignup } from "@/client/features/landing/api/reminders";
import { checkEmail } from "@/client/features/landing/email-check";
import { ApiRequestError } from "@/client/lib/api";
import { errorMessage } from "@/client/lib/error-message";
import { isLanguage } from "@/shared/languages";
import { paths } from "@/shared/routes";

/** The call to action: e-mail reminders with double opt-in (the success text says a mail was sent). */
export function ReminderSignup() {
  const { t, i18n } = useTranslation("landing");
  const id = useId();
  const signup = useReminderSignup();
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const focusInput = () => document.getElementById(`${id}-email`)?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmail(value);
    if (checked.error) {
      setFieldError(checked.error);
      focusInput();
      return;
    }
    setFieldError(null);
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";
    signup.mutate(
      { email: checked.email, language },
      {
        onSuccess: () => setSentTo(checked.email),
        onError: (error) => {
          const code = error instanceof ApiRequestError ? error.fields?.email : undefined;
          if (code) {
            setFieldError(code);
            focusInput();
          }
        },
      },
    );
  };

  const requestError =
    signup.error && !(signup.error instanceof ApiRequestError && signup.error.fields?.email)
      ? signup.error instanceof ApiRequestError && signup.error.code === "rate_limited"
        ? t("errors.rate_limited")
        : errorMessage(t, signup.error)
      : null;

  return (
    <section id="reminders" data-section="cta" aria-labelledby="cta-title" className="py-section">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <BellRing aria-hidden size={36} className="mx-auto text-accent" />
        <h2 id="cta-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t("cta.text")}</p>
        <div aria-live="polite" className="mt-8">
          {sentTo ? (
            <div
              role="status"
              className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-success/40 bg-success-soft p-6 text-left sm:flex-row sm:items-start"
            >
              <MailCheck aria-hidden size={28} className="shrink-0 text-success" />
              <div>
                <p className="font-semibold text-success">{t("cta.success")}</p>
                <p className="mt-1 leading-relaxed">{t("cta.successText", { email: sentTo })}</p>
                <button
                  type="button"
                  className="mt-3 text-sm font-medium text-primary underline"
                  onClick={() => {
                    setSentTo(null);
                    setValue("");
                    signup.reset();
                  }}
                >
                  {t("cta.another")}
                </button>
              </div>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="mx-auto max-w-xl text-left">
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t("cta.emailLabel")}
              </label>
              <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
                <Input
                  id={`${id}-email`}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder={t("cta.emailPlaceholder")}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={`${fieldError ? `${id}-error ` : ""}${id}-consent`}
                  className="sm:flex-1"
                />
                <Button type="submit" size="md" disabled={signup.isPending}>
                  {signup.isPending ? t("cta.sending") : t("cta.submit")}
                </Button>
              </div>
              {fieldError ? (
                <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
                  {t(fieldError)}
                </p>
              ) : null}
              {requestError ? (
                <p role="alert" className="mt-2 text-sm text-danger">
                  {requestError}
                </p>
              ) : null}
              <p id={`${id}-consent`} className="mt-3 text-sm leading-relaxed text-muted">
                {t("cta.consent")}{" "}
                <Link to={`${paths.legal}#datenschutz`} className="text-primary underline">
                  {t("cta.privacyLink")}
                </Link>
                .
              </p>
            </form>
          )}
        </div>
        <p className="mt-8">
          <Link to={paths.register} className="font-medium text-primary underline">
            {t("cta.register")}
          </Link>
        </p>
      </div>
    </section>
  );
}
