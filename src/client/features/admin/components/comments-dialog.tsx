import Trash2 from "lucide-react/icons/trash";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { LoadingState } from "@/client/components/ui/spinner";
import { type CommentParent, useAdminComments } from "@/client/features/admin/api/admin-content-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { LoadError } from "@/client/features/admin/components/load-error";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";

/** The comments of a post or an impulse, each deletable after a confirmation. */
export function CommentsDialog({
  parent,
  title,
  empty,
  onClose,
}: {
  parent: CommentParent | null;
  title: string;
  empty: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const comments = useAdminComments(parent);
  const remove = useConfirmedDelete(t);
  if (!parent) return null;
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t("common.close")}>
      <LoadError title={t("posts.commentsLoadError")} query={comments} className="mb-4" />
      {comments.isPending ? (
        <LoadingState label={t("loading")} />
      ) : comments.isLoadingError ? null : items.length === 0 ? (
        <p className="text-muted" role="status">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-2 py-3">
              <p className="text-sm text-muted">
                <span className="font-semibold text-foreground">
                  {comment.author.name ?? t("common.unknownUser")}
                </span>
                {" · "}
                <time dateTime={comment.createdAt}>{format.dateTime(comment.createdAt)}</time>
              </p>
              <p className="text-sm break-words whitespace-pre-line">{comment.text}</p>
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    remove.ask({
                      kind: parent.kind === "post" ? "postComment" : "impulseComment",
                      id: comment.id,
                      text: t("posts.deleteCommentText", { text: excerpt(comment.text) }),
                      done: t("posts.commentDeleted"),
                      failed: (message) => t("posts.commentDeleteError", { message }),
                    })
                  }
                >
                  <Trash2 aria-hidden size={16} />
                  {t("posts.deleteComment")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t("common.loadMore")}
        </Button>
      ) : null}
      {remove.dialog}
    </Dialog>
  );
}

function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
