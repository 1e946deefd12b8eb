import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "@/client/lib/api-client";
import { sessionQuery } from "@/client/lib/session";
import type { Plan } from "@/shared/plans";

/** A fresh key for one checkout attempt; randomUUID exists only in secure contexts, hence the fallback. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type CheckoutVariables = { plan: Plan; idempotencyKey: string };

/** Activates a plan on the server; afterwards the session and dashboard are read again. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutVariables) => call(() => api.plans.checkout.$post({ json: body })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]);
    },
  });
}
