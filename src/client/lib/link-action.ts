import type { ClientResponse } from "hono/client";
import type { ComponentType } from "react";
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from "react-router";
import { ApiRequestError } from "@/client/lib/api";
import { call } from "@/client/lib/api-client";
import { LINK_ACTION_GLOBAL } from "@/shared/page-data";

/** What came of a mail link's action: the page renders it, and its frame the first two (decision 224). */
export type LinkActionResult =
  | { status: "pending" }
  | { status: "done" }
  | { status: "missing" }
  | { status: "failed"; error: unknown };

type EarlyAnswer = { path: string; token: string; answer: Promise<Response> };

/**
 * The answer to the request the page's inline script sent for this address and token
 * (`server/http/link-action-script.ts`), taken once: the action is sent once per opening.
 */
function takeEarlyAnswer(path: string, token: string): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, EarlyAnswer | undefined>;
  const early = holder[LINK_ACTION_GLOBAL];
  if (!early || early.path !== path || early.token !== token) return undefined;
  holder[LINK_ACTION_GLOBAL] = undefined;
  return early.answer;
}

/**
 * The route of a page a mail's link opens (decision 224): its loader does the link's action once
 * (the inline script's request, or its own where there was none), and the page renders the result in
 * its first commit, the same markup the frame showed. The action is never repeated by the router.
 */
export function linkActionRoute(
  Component: ComponentType,
  post: (token: string) => Promise<ClientResponse<unknown>>,
): Pick<RouteObject, "Component" | "loader" | "shouldRevalidate"> {
  return {
    Component,
    loader: async ({ request }: LoaderFunctionArgs): Promise<LinkActionResult> => {
      const url = new URL(request.url);
      const token = url.searchParams.get("token") ?? "";
      if (!token) return { status: "missing" };
      // The inline script's request is the same request: same path, body and headers.
      const early = takeEarlyAnswer(url.pathname, token) as Promise<ClientResponse<unknown>> | undefined;
      try {
        await call(() => early ?? post(token));
        return { status: "done" };
      } catch (error) {
        return { status: "failed", error };
      }
    },
    shouldRevalidate: () => false,
  };
}

export const useLinkActionResult = () => useLoaderData() as LinkActionResult;

/**
 * The server's code for a failed link action, "" for anything but an API answer. The link's token is
 * the only input, so a token the schema refuses (cut short by a mail client, say) is an invalid link,
 * not "check your input".
 */
export function linkFailureCode(result: LinkActionResult): string {
  if (result.status !== "failed" || !(result.error instanceof ApiRequestError)) return "";
  return result.error.code === "validation_failed" ? "reminder_token_invalid" : result.error.code;
}
