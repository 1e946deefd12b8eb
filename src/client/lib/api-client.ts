import { type ClientResponse, hc, type parseResponse } from "hono/client";
import { ApiRequestError, readAnswer } from "@/client/lib/api";
import { nextTask } from "@/client/lib/next-task";
import type { ApiRoutes } from "@/server/app";

/**
 * The typed API client: paths, parameters, bodies and answers come from the server's route types
 * (`ApiRoutes`, a type-only import, so no server code reaches the bundle). A wrong path or body fails
 * `tsc` on the client side too.
 */
/** Where the API is mounted (server/app.ts: app.route("/api", apiRoutes)). */
export const API_BASE = "/api";

export const api = hc<ApiRoutes>(API_BASE, {
  headers: { accept: "application/json" },
  init: { credentials: "same-origin" },
});

/** The 2xx body of an endpoint's answer, as the server's handler declares it. */
export type ApiResult<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/** Sends a request of `api`; network failures surface as code "network", non-2xx answers as ApiRequestError. */
export async function send<R extends ClientResponse<unknown>>(request: () => Promise<R>): Promise<R> {
  try {
    return await request();
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiRequestError(0, "network", "Network request failed");
  }
}

/**
 * Calls an endpoint and answers its 2xx body; any other answer throws ApiRequestError with the
 * server's code and field errors, so the translated-message path stays the same for every call.
 * `call(() => api.consent.$post({ json: body }))`
 *
 * Each request is built and sent in a task of its own: queries that start together start in one batch
 * of effects, and building six requests (the typed client, `fetch`) in that one task was a long task of
 * up to 270 ms on a phone's CPU. `send` stays immediate: the save as a page is hidden cannot wait.
 */
export async function call<R extends ClientResponse<unknown>>(
  request: () => Promise<R>,
): Promise<ApiResult<R>> {
  await nextTask();
  const res = await send(request);
  return (await readAnswer(res as unknown as Response)) as ApiResult<R>;
}
