import { useMutation } from "@tanstack/react-query";
import MailCheck from "lucide-react/icons/mail-check";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormNeedsScriptNotice } from "@/client/components/form-needs-script-notice";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { CONTACT_SECTION, ContactIntro } from "@/client/features/contact/components/contact-intro";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { errorMessage } from "@/client/lib/error-message";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { translateCode } from "@/client/lib/translate-code";
import { helplineNumbers } from "@/content/crisis-helplines";
import { CONTACT_MESSAGE_MAX } from "@/shared/contact-limits";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";
import type { ContactInput } from "@/shared/public-forms";
import { paths } from "@/shared/routes";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/public-forms").then((module) =>
    module.contactSchema.pick({ name: true, email: true, message: true }),
  ),
);

type FormValues = Pick<ContactInput, "name" | "email" | "message">;
const fieldNames = ["name", "email", "message"] as const;

export function ContactPage() {
  const { t, i18n } = useTranslation("contact");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: schemaResolver,
    defaultValues: { name: "", email: "", message: "" },
  });
  const send = useMutation({
    mutationFn: (values: FormValues) =>
      call(() =>
        api.contact.$post({
          json: {
            ...values,
            language: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
          },
        }),
      ),
  });
  const messageLength = form.watch("message").length;
  const { errors } = form.formState;
  const fieldError = (name: (typeof fieldNames)[number]) => {
    const message = errors[name]?.message;
    return message ? translateCode(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email.trim().toLowerCase());
        form.reset();
      },
      onError: (error) => showServerFieldErrors(form, error, fieldNames, { shouldFocus: true }),
    }),
  );

  const requestError =
    send.error && !(send.error instanceof ApiRequestError && send.error.fields)
      ? send.error instanceof ApiRequestError && send.error.code === "rate_limited"
        ? t("errors.rate_limited")
        : errorMessage(t, send.error)
      : null;

  return (
    <section className={CONTACT_SECTION}>
      <ContactIntro />
      {sentTo ? (
        <div role="status" className="flex gap-4 rounded-xl border border-success/40 bg-success-soft p-6">
          <MailCheck aria-hidden size={28} className="shrink-0 text-success" />
          <div>
            <h2 className="text-xl font-semibold">{t("successTitle")}</h2>
            <p className="mt-2 leading-relaxed">{t("successText", { email: sentTo })}</p>
            <button
              type="button"
              className="mt-3 text-sm font-medium text-primary underline"
              onClick={() => {
                setSentTo(null);
                send.reset();
              }}
            >
              {t("another")}
            </button>
          </div>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormNeedsScriptNotice />
          <FormField label={t("name")} error={fieldError("name")}>
            <Input autoComplete="name" maxLength={200} {...form.register("name")} />
          </FormField>
          <FormField label={t("email")} hint={t("emailHint")} error={fieldError("email")}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("message")} error={fieldError("message")}>
            <Textarea rows={8} className="min-h-48" {...form.register("message")} />
          </FormField>
          <p
            className={`-mt-3 text-right text-sm ${messageLength > CONTACT_MESSAGE_MAX ? "font-semibold text-danger" : "text-muted"}`}
          >
            {t("counter", { count: messageLength, max: CONTACT_MESSAGE_MAX })}
          </p>
          {requestError ? (
            <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
              {requestError}
            </p>
          ) : null}
          <p className="text-sm leading-relaxed text-muted">
            {t("privacy")}{" "}
            <Link to={`${paths.legal}#datenschutz`} className="text-primary underline">
              {t("privacyLink")}
            </Link>
            .
          </p>
          <div>
            <Button type="submit" size="lg" disabled={send.isPending}>
              {send.isPending ? t("sending") : t("submit")}
            </Button>
          </div>
        </form>
      )}
      <p className="mt-10 rounded-lg border border-border bg-surface p-4 text-sm leading-relaxed">
        {t("crisis", { helplines: helplineNumbers(i18n.language) })}
      </p>
    </section>
  );
}
