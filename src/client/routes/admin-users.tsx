import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { AdminUsersPage as default } from "@/client/features/admin/admin-users-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["admin", "security"],
    title: (t) => t("nav.users", { ns: "admin" }),
    noindex: true,
  });

export const meta = pageMeta;
