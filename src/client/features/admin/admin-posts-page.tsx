import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { PostsList } from "@/client/features/admin/components/posts-list";

/** /admin/posts: moderation of the forum. */
export function AdminPostsPage() {
  return (
    <div>
      <AdminPageIntro page="posts" />
      <PostsList hideTitle />
    </div>
  );
}
