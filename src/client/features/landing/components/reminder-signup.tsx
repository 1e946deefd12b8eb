import BellRing from "lucide-react/icons/bell-ring";
import MailCheck from "lucide-react/icons/mail-check";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { paths } from "@/shared/routes";

/**
 * The call to action: e-mail reminders with double opt-in (the success text says a mail was sent).
 * Rendered on the server with both states; enhance/reminder-form.ts submits the form and switches to
 * the success panel. Its messages come from the page's landing-messages block.
 */
export function ReminderSignup() {
  const { t } = useTranslation("landing");
  const id = useId();
  return (
    <section id="reminders" data-section="cta" aria-labelledby="cta-title" className="py-section">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <BellRing aria-hidden size={36} className="mx-auto text-accent" />
        <h2 id="cta-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t("cta.text")}</p>
        <div aria-live="polite" className="mt-8" data-reminder-signup>
          <div
            role="status"
            hidden
            data-reminder-success
            className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-success/40 bg-success-soft p-6 text-left sm:flex-row sm:items-start"
          >
            <MailCheck aria-hidden size={28} className="shrink-0 text-success" />
            <div>
              <p className="font-semibold text-success">{t("cta.success")}</p>
              <p className="mt-1 leading-relaxed" data-reminder-success-text />
              <button
                type="button"
                data-reminder-again
                className="mt-3 text-sm font-medium text-primary underline"
              >
                {t("cta.another")}
              </button>
            </div>
          </div>
          <form method="post" noValidate data-reminder-form className="mx-auto max-w-xl text-left">
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
                aria-describedby={`${id}-consent`}
                className="sm:flex-1"
              />
              <Button type="submit" size="md">
                {t("cta.submit")}
              </Button>
            </div>
            <p id={`${id}-error`} role="alert" hidden className="mt-2 text-sm text-danger" />
            <p id={`${id}-consent`} className="mt-3 text-sm leading-relaxed text-muted">
              {t("cta.consent")}{" "}
              <a href={`${paths.legal}#datenschutz`} className="text-primary underline">
                {t("cta.privacyLink")}
              </a>
              .
            </p>
          </form>
        </div>
        <p className="mt-8">
          <a href={paths.register} className="font-medium text-primary underline">
            {t("cta.register")}
          </a>
        </p>
      </div>
    </section>
  );
}
