import { useQuery } from "@tanstack/react-query";
import { MessageSquare, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { adminPostsQuery, type CommentParent } from "@/client/features/admin/api/admin-content-api";
import { CommentsDialog } from "@/client/features/admin/components/comments-dialog";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { ItemCard, PagedList } from "@/client/features/admin/components/paged-list";
import { SectionHeader } from "@/client/features/admin/components/section-header";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";
import { usePageParam } from "@/client/features/admin/components/use-page-param";

/** The forum's posts, ten to a page, with author and comment count; comments and delete per post. */
export function PostsList({ hideTitle = false }: { hideTitle?: boolean }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [page, setPage] = usePageParam("posts");
  const query = useQuery(adminPostsQuery(page));
  const [commentsOf, setCommentsOf] = useState<(CommentParent & { title: string }) | null>(null);
  const remove = useConfirmedDelete(t);

  return (
    <section aria-labelledby="admin-posts-heading" className="flex flex-col gap-4">
      <SectionHeader id="admin-posts-heading" title={t("nav.posts")} hideTitle={hideTitle} />
      <PagedList
        query={query}
        loadError={t("posts.loadError")}
        empty={t("posts.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
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
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t("posts.comments")}: ${post.title}`}
                  onClick={() =>
                    setCommentsOf({
                      kind: "post",
                      id: post.id,
                      title: t("posts.commentsOf", { title: post.title }),
                    })
                  }
                >
                  <MessageSquare aria-hidden size={16} />
                  {t("posts.comments")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t("common.delete")}: ${post.title}`}
                  onClick={() =>
                    remove.ask({
                      kind: "post",
                      id: post.id,
                      text: t("posts.deleteText", { title: post.title }),
                      done: t("posts.deleted"),
                      failed: (message) => t("posts.deleteError", { message }),
                    })
                  }
                >
                  <Trash2 aria-hidden size={16} />
                  {t("common.delete")}
                </Button>
              </>
            }
          >
            {post.description}
          </ItemCard>
        )}
      </PagedList>
      <CommentsDialog
        parent={commentsOf}
        title={commentsOf?.title ?? ""}
        empty={t("posts.noComments")}
        onClose={() => setCommentsOf(null)}
      />
      {remove.dialog}
    </section>
  );
}
