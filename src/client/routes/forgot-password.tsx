import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { ForgotPasswordPage as default } from "@/client/features/auth/forgot-password-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["auth"],
    title: (t) => t("forgot.title", { ns: "auth" }),
  });

export const meta = pageMeta;
