import { formNeedsScript } from "@/client/lib/form-needs-script.server";
import { formPage } from "@/client/lib/form-page";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export default formPage(() => import("@/client/features/auth/register-page"), "RegisterPage");

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["auth", "plans"],
    title: (t) => t("register.title", { ns: "auth" }),
  });

export const meta = pageMeta;

/**
 * Only the browser itself posts the page's form here (its script not running): nothing is done, the
 * page comes again with a notice (decision 254).
 */
export const action = formNeedsScript;
