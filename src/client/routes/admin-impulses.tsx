import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { AdminImpulsesPage as default } from "@/client/features/admin/admin-impulses-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["admin", "security"],
    title: (t) => t("nav.impulses", { ns: "admin" }),
    noindex: true,
  });

export const meta = pageMeta;
