import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { RegisterPage as default } from "@/client/features/auth/register-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["auth", "plans"],
    title: (t) => t("register.title", { ns: "auth" }),
  });

export const meta = pageMeta;
