import type { ApiErrorBody } from "@/shared/api-errors";

/** An API answer that was not 2xx, with the server's error code for translation. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean };

/**
 * better-auth's endpoints under /api/auth, which are not part of the typed API (`ApiRoutes`); every
 * call to our own routes goes through `client/lib/api-client.ts`.
 */
export type AuthPath =
  | "/api/auth/sign-up/email"
  | "/api/auth/sign-in/email"
  | "/api/auth/sign-out"
  | "/api/auth/request-password-reset"
  | "/api/auth/reset-password"
  | "/api/auth/change-password"
  | "/api/auth/two-factor/enable"
  | "/api/auth/two-factor/verify-totp"
  | "/api/auth/two-factor/verify-backup-code"
  | "/api/auth/two-factor/generate-backup-codes"
  | "/api/auth/two-factor/disable";

/** Same-origin JSON calls to better-auth with the session cookie; network failures surface as code "network". */
export async function authFetch<T>(path: AuthPath, options: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers:
        options.body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiRequestError(0, "network", "Network request failed");
  }
  return (await readAnswer(res)) as T;
}

/** The JSON body of a 2xx answer; any other answer becomes an ApiRequestError with the server's code. */
export async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw errorFromAnswer(res, data);
  return data;
}

export function errorFromAnswer(
  res: Pick<Response, "status" | "statusText">,
  data: unknown,
): ApiRequestError {
  const error = (data as Partial<ApiErrorBody> | null)?.error;
  // better-auth answers { code, message } at the top level.
  const flat = data as { code?: string; message?: string } | null;
  return new ApiRequestError(
    res.status,
    error?.code ?? flat?.code ?? (res.status >= 500 ? "internal_error" : "unknown"),
    error?.message ?? flat?.message ?? res.statusText,
    error?.fields,
    error?.params,
  );
}
