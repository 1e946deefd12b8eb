import { checkEmail } from "@/client/features/landing/email-check";
import type { LandingMessages } from "@/client/features/landing/landing-messages";
import { ApiRequestError } from "@/client/lib/api";
import { api, call } from "@/client/lib/api-client";
import { DEFAULT_LANGUAGE, isLanguage } from "@/shared/languages";

/** The reminder sign-up (reminder-signup.tsx's markup): checks, sends, and shows that a mail went out. */
export function enhanceReminderForm(messages: LandingMessages) {
  const root = document.querySelector<HTMLElement>("[data-reminder-signup]");
  const form = root?.querySelector<HTMLFormElement>("form[data-reminder-form]");
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const error = form?.querySelector<HTMLElement>('[role="alert"]');
  const success = root?.querySelector<HTMLElement>("[data-reminder-success]");
  const successText = root?.querySelector<HTMLElement>("[data-reminder-success-text]");
  if (!root || !form || !input || !button || !error || !success || !successText) return;
  const describedBy = input.getAttribute("aria-describedby") ?? "";

  const showError = (message: string | null, field: boolean) => {
    error.textContent = message ?? "";
    error.hidden = !message;
    const invalid = Boolean(message) && field;
    if (invalid) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    input.setAttribute("aria-describedby", invalid ? `${error.id} ${describedBy}` : describedBy);
    if (invalid) input.focus();
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const checked = checkEmail(input.value);
    if (checked.error) {
      showError(messages.emailErrors[checked.error] ?? messages.failed, true);
      return;
    }
    showError(null, false);
    button.disabled = true;
    button.textContent = messages.sending;
    try {
      const lang = document.documentElement.lang;
      await call(() =>
        api.reminders.$post({
          json: { email: checked.email, language: isLanguage(lang) ? lang : DEFAULT_LANGUAGE },
        }),
      );
      successText.textContent = messages.successText.replace("{email}", checked.email);
      form.hidden = true;
      success.hidden = false;
    } catch (err) {
      const failure = err instanceof ApiRequestError ? err : null;
      const fieldKey = failure?.fields?.email;
      if (fieldKey && messages.emailErrors[fieldKey]) showError(messages.emailErrors[fieldKey]!, true);
      else if (failure?.code === "network") showError(messages.network, false);
      else if (failure?.status === 429 || failure?.code === "rate_limited")
        showError(messages.rateLimited, false);
      else showError(messages.failed, false);
    } finally {
      button.disabled = false;
      button.textContent = messages.submit;
    }
  });

  root.querySelector("[data-reminder-again]")?.addEventListener("click", () => {
    success.hidden = true;
    form.hidden = false;
    input.value = "";
    input.focus();
  });
}
