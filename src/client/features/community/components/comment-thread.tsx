import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { AuthorAvatar } from "@/client/features/community/components/author-avatar";
import { CommentForm } from "@/client/features/community/components/comment-form";
import { ConfirmDeleteDialog } from "@/client/features/community/components/confirm-delete-dialog";
import { LoadError } from "@/client/features/community/components/load-error";
import { communityError } from "@/client/features/community/components/messages";
import { TeamBadge } from "@/client/features/community/components/team-badge";
import { UserText } from "@/client/features/community/components/user-text";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { longDateTime } from "@/client/lib/format";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import type { CommunityComment, Page } from "@/shared/community";

type Props = {
  comments: UseInfiniteQueryResult<InfiniteData<Page<CommunityComment>>>;
  onCreate: (text: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  deleting: boolean;
  formLabel?: string;
};

/** Comments with their authors, a way to delete one's own, and the comment box. */
export function CommentThread({ comments, onCreate, onDelete, deleting, formLabel }: Props) {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const myId = useSession().data?.user?.id;

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      await onDelete(pendingDelete);
      toast.success(t("comments.deleted"));
    } catch (err) {
      toast.error(communityError(t, err));
    } finally {
      setPendingDelete(null);
    }
  };

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = items.find((item) => item.id === pendingDelete);
  const confirmText =
    pending && pending.author.id !== myId
      ? t("confirm.commentOf", { name: pending.author.name ?? t("unknownUser") })
      : t("confirm.comment");
  return (
    <div>
      {comments.isPending ? (
        <p className="text-sm text-muted">{t("loading", { ns: "common" })}</p>
      ) : comments.isError ? (
        <LoadError message={t("comments.loadFailed")} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t("comments.empty")}</p>
      ) : (
        <ul aria-label={t("comments.title")} className="flex flex-col gap-4">
          {items.map((comment) => {
            const name = comment.author.name ?? t("unknownUser");
            return (
              <li key={comment.id} className="flex gap-3">
                <AuthorAvatar name={comment.author.name} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-medium">{name}</span>
                    {comment.author.isTeam ? <TeamBadge /> : null}
                    <time dateTime={comment.createdAt} className="text-muted">
                      {longDateTime(comment.createdAt, language)}
                    </time>
                  </p>
                  <UserText text={comment.text} className="mt-1" />
                </div>
                {comment.canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("comments.delete")}
                    onClick={() => setPendingDelete(comment.id)}
                  >
                    <Trash2 aria-hidden size={18} />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          className="mt-2"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t("comments.more")}
        </Button>
      ) : null}
      <CommentForm onSubmit={onCreate} label={formLabel} />
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        text={confirmText}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
