import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { PostsList } from "@/client/features/admin/components/posts-list";

/** /admin/posts: moderation of the forum. */
export function AdminPostsPage() {
  const { t } = useTranslation("admin");
  return (
    <div>
      <PageHeading title={t("nav.posts")}>{t("posts.intro")}</PageHeading>
      <PostsList hideTitle />
    </div>
  );
}
