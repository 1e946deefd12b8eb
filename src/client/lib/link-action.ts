import type { ClientResponse } from "hono/client";
import { type ClientLoaderFunctionArgs, useLoaderData } from "react-router";
import { ApiRequestError } from "@/client/lib/api";
import { call } from "@/client/lib/api-client";

/** What came of a mail link's action: the page renders it. */
export type LinkActionResult =
  | { status: "pending" }
  | { status: "done" }
  | { status: "missing" }
  | { status: "failed"; error: unknown };

/**
 * The browser's loader of a page a mail's link opens (decision 236): it sends the link's token once, as
 * the page hydrates (`hydrate`), never the server on GET — mail scanners open links too. Until then the
 * page shows its waiting state (the route's `HydrateFallback`), rendered on the server.
 */
export function linkActionLoader(post: (token: string) => Promise<ClientResponse<unknown>>) {
  const clientLoader = async ({
    request,
  }: ClientLoaderFunctionArgs): Promise<{ result: LinkActionResult }> => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    if (!token) return { result: { status: "missing" } };
    try {
      await call(() => post(token));
      return { result: { status: "done" } };
    } catch (error) {
      return { result: { status: "failed", error } };
    }
  };
  return Object.assign(clientLoader, { hydrate: true as const });
}

/** The link's result once the browser has sent it; waiting before that. */
export function useLinkActionResult(): LinkActionResult {
  const answer = useLoaderData() as { result?: LinkActionResult } | undefined;
  return answer?.result ?? { status: "pending" };
}

/**
 * The server's code for a failed link action, "" for anything but an API answer. The link's token is
 * the only input, so a token the schema refuses (cut short by a mail client, say) is an invalid link,
 * not "check your input".
 */
export function linkFailureCode(result: LinkActionResult): string {
  if (result.status !== "failed" || !(result.error instanceof ApiRequestError)) return "";
  return result.error.code === "validation_failed" ? "reminder_token_invalid" : result.error.code;
}
