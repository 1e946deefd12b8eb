import { formNeedsScript } from "@/client/lib/form-needs-script.server";
import { formPage } from "@/client/lib/form-page";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export default formPage(() => import("@/client/features/auth/reset-password-page"), "ResetPasswordPage");

/** A visitor's reset link (?token=) is checked with the page: the form, or at once the invalid link. */
export async function loader({ context, request }: PageLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const check = token && !context.viewer ? await context.data.resetToken(token) : null;
  return pageAnswer(context, {
    namespaces: ["auth"],
    queries: token ? [[PAGE_DATA_KEYS.resetToken(token), check]] : [],
    title: (t) => t("reset.title", { ns: "auth" }),
  });
}

export const meta = pageMeta;

/**
 * Only the browser itself posts the page's form here (its script not running): nothing is done, the
 * page comes again with a notice (decision 254).
 */
export const action = formNeedsScript;
