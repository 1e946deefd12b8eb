import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { LegalPage as default } from "@/client/features/legal/legal-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["legal"],
    title: (t) => t("pages.legal"),
  });

export const meta = pageMeta;
