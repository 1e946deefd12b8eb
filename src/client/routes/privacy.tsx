import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { PrivacyPage as default } from "@/client/features/legal/privacy-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["legal"],
    title: (t) => t("pages.privacy"),
  });

export const meta = pageMeta;
