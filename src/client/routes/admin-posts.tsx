import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { AdminPostsPage as default } from "@/client/features/admin/admin-posts-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["admin", "security"],
    title: (t) => t("nav.posts", { ns: "admin" }),
    noindex: true,
  });

export const meta = pageMeta;
