import type { ApiErrorBody } from "@/shared/api-errors";

/** An API answer that was not 2xx, with the server's error code for translation. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean };

/** Same-origin JSON calls with the session cookie; network failures surface as code "network". */
export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
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
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const error = (data as Partial<ApiErrorBody> | null)?.error;
    // better-auth answers { code, message } at the top level.
    const flat = data as { code?: string; message?: string } | null;
    throw new ApiRequestError(
      res.status,
      error?.code ?? flat?.code ?? (res.status >= 500 ? "internal_error" : "unknown"),
      error?.message ?? flat?.message ?? res.statusText,
      error?.fields,
    );
  }
  return data as T;
}
