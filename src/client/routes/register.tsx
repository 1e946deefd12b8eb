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
