import { formPage } from "@/client/lib/form-page";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export default formPage(() => import("@/client/features/auth/login-page"), "LoginPage");

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["auth"],
    title: (t) => t("login.title", { ns: "auth" }),
  });

export const meta = pageMeta;
