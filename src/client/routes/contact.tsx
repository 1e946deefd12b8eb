import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { ContactPage as default } from "@/client/features/contact/contact-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["contact"],
    title: (t) => t("pages.contact"),
  });

export const meta = pageMeta;
