import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { ImprintPage as default } from "@/client/features/legal/imprint-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["legal"],
    title: (t) => t("pages.imprint"),
  });

export const meta = pageMeta;
