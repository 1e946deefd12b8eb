import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/client/lib/api";
import type { Language } from "@/shared/languages";

export function useReminderSignup() {
  return useMutation({
    mutationFn: (input: { email: string; language: Language }) =>
      apiFetch<{ status: "confirmation_sent" }>("/api/reminders", { body: input }),
  });
}
