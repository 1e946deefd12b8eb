import { redirect } from "react-router";
import type { PageLoaderArgs } from "@/client/lib/page-answer";
import { REDIRECT_PARAM, safeRedirectTarget } from "@/shared/routes";

export { RequireVisitor as default } from "@/client/app/guards";

/** Sign-in and sign-up are for visitors: a signed-in person goes on to where they wanted to go. */
export function loader({ context, request }: PageLoaderArgs) {
  if (!context.viewer) return null;
  throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
}
