import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "@/client/lib/api";
import { onAuthChange, takeFlash } from "@/client/lib/browser-state";
import { markRootAnswerStale } from "@/client/lib/root-answer";
import { sessionQuery } from "@/client/lib/session";
import { signOutAndLeave } from "@/client/lib/session-actions";
import { toast } from "@/client/lib/toast";
import { RATE_LIMIT_CODE } from "@/shared/auth-codes";

/** The session is re-read this often while a tab is open; each read also renews it on the server. */
const KEEP_ALIVE_MS = 10 * 60_000;

function showPendingNotices() {
  for (const notice of takeFlash()) toast[notice.type](notice.message, { id: `flash-${notice.message}` });
}

/** Forgets everything cached for the previous user and re-reads the session. */
export async function resetSessionCaches(queryClient: QueryClient) {
  markRootAnswerStale();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/**
 * Keeps the session fresh and in step across tabs: a sign-in or sign-out in one tab is seen by the
 * others at once, and an open tab re-reads the session periodically (the server renews the session
 * cookie as it is used, see updateAge in server/auth/auth.ts), so a long-open tab never acts on a
 * session that ended elsewhere.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    showPendingNotices();
    const stopListening = onAuthChange(() => void resetSessionCaches(queryClient));
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") {
        void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      }
    }, KEEP_ALIVE_MS);
    return () => {
      stopListening();
      window.clearInterval(timer);
    };
  }, [queryClient]);
}

/** Signs out, tells the other tabs, and returns to the landing page with a fresh load. */
export function useSignOut() {
  const { t } = useTranslation();
  // The header (on every page) signs out, so it also keeps the session in step across tabs.
  useSessionSync();
  return useCallback(async () => {
    try {
      await signOutAndLeave(t("auth.signedOut", { ns: "common" }));
    } catch {
      toast.error(t("auth.signOutFailed", { ns: "common" }));
    }
  }, [t]);
}

const isCode = (err: unknown, ...codes: string[]) =>
  err instanceof ApiRequestError &&
  codes.some((code) => err.code === code || err.code.startsWith(`${code}_`));

/** Sign-in failures (spec 8) as keys of the "auth" namespace; never the server's English text. */
export function signInErrorKey(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return "errors.unexpected";
  if (err.code === RATE_LIMIT_CODE) return "errors.rateLimited";
  if (err.status === 429) return "errors.tooManyRequests";
  if (isCode(err, "INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD", "INVALID_EMAIL", "USER_NOT_FOUND"))
    return "errors.invalidCredentials";
  if (err.status === 401) return "errors.invalidCredentials";
  if (isCode(err, "EMAIL_NOT_VERIFIED")) return "errors.emailNotVerified";
  if (err.code === "network") return "errors.network";
  if (err.status >= 500) return "errors.unexpected";
  return "errors.failed";
}

/** Sign-up failures (spec 8) as keys of the "auth" namespace. */
export function signUpErrorKey(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return "errors.signUpFailed";
  if (err.code === RATE_LIMIT_CODE || err.status === 429) return "errors.signUpRateLimited";
  if (isCode(err, "USER_ALREADY_EXISTS")) return "errors.alreadyRegistered";
  if (isCode(err, "PASSWORD_TOO_SHORT")) return "errors.signUpPasswordTooShort";
  if (isCode(err, "INVALID_EMAIL")) return "errors.signUpEmailInvalid";
  if (err.code === "network") return "errors.network";
  return "errors.signUpFailed";
}
