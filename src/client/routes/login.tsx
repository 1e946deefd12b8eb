import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { LoginPage as default } from "@/client/features/auth/login-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["auth"],
    title: (t) => t("login.title", { ns: "auth" }),
  });

export const meta = pageMeta;
