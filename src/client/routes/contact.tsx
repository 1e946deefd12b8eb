import { formPage } from "@/client/lib/form-page";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export default formPage(() => import("@/client/features/contact/contact-page"), "ContactPage");

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["contact"],
    title: (t) => t("pages.contact"),
  });

export const meta = pageMeta;
