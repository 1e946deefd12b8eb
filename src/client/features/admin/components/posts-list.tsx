import { useQuery } from "@tanstack/react-query";
import MessageSquare from "lucide-react/icons/message-square";
import { Suspense, useState } from "react";
import { adminPostsQuery, type CommentParent } from "@/client/features/admin/api/admin-content-api";
import { ItemButton, ItemCard, ListSection } from "@/client/features/admin/components/paged-list";
import { useAdminList } from "@/client/features/admin/components/use-admin-list";
import { lazyNamed } from "@/client/lib/lazy-named";
import type { AdminPost } from "@/shared/community";

// Loads when a list's comments are first opened (decision 131).
const CommentsDialog = lazyNamed(
  () => import("@/client/features/admin/components/comments-dialog"),
  "CommentsDialog",
);

/** The forum's posts, ten to a page, with author and comment count; comments and delete per post. */
export function PostsList({ hideTitle = false }: { hideTitle?: boolean }) {
  const list = useAdminList<AdminPost>("posts");
  const { t, format } = list;
  const query = useQuery(adminPostsQuery(list.page));
  const [commentsOf, setCommentsOf] = useState<(CommentParent & { title: string }) | null>(null);

  return (
    <ListSection
      list={list}
      query={query}
      id="admin-posts-heading"
      title={t("nav.posts")}
      hideTitle={hideTitle}
      after={
        commentsOf ? (
          <Suspense fallback={null}>
            <CommentsDialog
              parent={commentsOf}
              title={commentsOf?.title ?? ""}
              empty={t("posts.noComments")}
              onClose={() => setCommentsOf(null)}
            />
          </Suspense>
        ) : null
      }
    >
      {(post) => (
        <ItemCard
          title={post.title}
          meta={
            <>
              <span>{t("common.by", { name: post.author.name ?? t("common.unknownUser") })}</span>
              <time dateTime={post.createdAt}>{format.dateTime(post.createdAt)}</time>
              <span>{t("common.commentCount", { count: post.commentCount })}</span>
            </>
          }
          actions={
            <ItemButton
              icon={MessageSquare}
              label={t("posts.comments")}
              item={post.title}
              onClick={() =>
                setCommentsOf({
                  kind: "post",
                  id: post.id,
                  title: t("posts.commentsOf", { title: post.title }),
                })
              }
            />
          }
          onDelete={() => list.askDelete("post", post.id, t("posts.deleteText", { title: post.title }))}
        >
          {post.description}
        </ItemCard>
      )}
    </ListSection>
  );
}
