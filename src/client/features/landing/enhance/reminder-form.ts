import { checkEmail } from "@/client/features/landing/email-check";
import type { LandingMessages } from "@/client/features/landing/landing-messages";

type ErrorBody = { error?: { code?: string; fields?: Record<string, string> } };

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
    input.toggleAttribute("aria-invalid", invalid);
    if (invalid) input.setAttribute("aria-invalid", "true");
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
      const res = await fetch("/api/reminders", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: checked.email, language: document.documentElement.lang }),
        credentials: "same-origin",
      });
      if (res.ok) {
        successText.textContent = messages.successText.replace("{email}", checked.email);
        form.hidden = true;
        success.hidden = false;
        return;
      }
      const body = (await res.json().catch(() => ({}))) as ErrorBody;
      const fieldKey = body.error?.fields?.email;
      if (fieldKey && messages.emailErrors[fieldKey]) showError(messages.emailErrors[fieldKey]!, true);
      else if (res.status === 429 || body.error?.code === "rate_limited")
        showError(messages.rateLimited, false);
      else showError(messages.failed, false);
    } catch {
      showError(messages.network, false);
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
