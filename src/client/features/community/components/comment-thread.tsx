import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { AuthorAvatar } from "@/client/features/community/components/author-avatar";
import { CommentFormPlaceholder } from "@/client/features/community/components/comment-form-placeholder";
import { ConfirmDeleteDialog } from "@/client/features/community/components/confirm-delete-dialog";
import { EditedMark } from "@/client/features/community/components/edited-mark";
import { LoadError } from "@/client/features/community/components/load-error";
import { communityError } from "@/client/features/community/components/messages";
import { ReportButton } from "@/client/features/community/components/report-button";
import { TeamBadge } from "@/client/features/community/components/team-badge";
import { UserText } from "@/client/features/community/components/user-text";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { lazyNamed } from "@/client/lib/lazy-named";
import { useDates } from "@/client/lib/page-clock";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import { whenIdle } from "@/client/lib/when-idle";
import type { CommunityComment, Page } from "@/shared/community";

// react-hook-form (~14 KB gzip) loads after the page's first render, not with it (decision 131): until
// it is there, a disabled box of the same size holds the form's place, so nothing shifts.
const loadCommentForm = () => import("@/client/features/community/components/comment-form");
const CommentForm = lazyNamed(loadCommentForm, "CommentForm");
whenIdle(() => void loadCommentForm());

type Props = {
  comments: UseInfiniteQueryResult<InfiniteData<Page<CommunityComment>>>;
  onCreate: (text: string) => Promise<CommunityComment>;
  onDelete: (id: string) => Promise<unknown>;
  onEdit: (id: string, text: string) => Promise<unknown>;
  deleting: boolean;
  formLabel?: string;
  /** A comment to bring into view and focus once it is loaded (a notification's link). */
  focusCommentId?: string | null;
  /** What others' comments are reported as (decision 184). */
  reportType: "post_comment" | "impulse_comment";
};

/** The element id of a comment, the target of links from notifications. */
export const commentElementId = (id: string) => `comment-${id}`;

/**
 * A conversation (decision 181): comments read top-down, oldest first, earlier ones load above, the
 * box sits at the end. The first page is the newest one, so a comment just written is always loaded;
 * it is scrolled into view and focused, so screen readers land on it too.
 */
export function CommentThread({
  comments,
  onCreate,
  onDelete,
  onEdit,
  deleting,
  formLabel,
  focusCommentId,
  reportType,
}: Props) {
  const { longDateTime } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(focusCommentId ?? null);
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

  // Pages come newest first, each read oldest first: the earliest page goes on top.
  const items = [...(comments.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const focusLoaded = focusId !== null && items.some((item) => item.id === focusId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments;
  useEffect(() => {
    if (focusId === null) return;
    if (focusLoaded) {
      const element = document.getElementById(commentElementId(focusId));
      // At once, not smoothly: a smooth scroll is cut short by whatever else moves the page meanwhile
      // (a list refreshing above), and the comment ends up out of view although it has focus.
      element?.scrollIntoView({ block: "center", behavior: "instant" });
      element?.focus({ preventScroll: true });
      setFocusId(null);
    } else if (hasNextPage && !isFetchingNextPage) {
      // A linked comment on an earlier page: load back until it is there.
      void fetchNextPage();
    }
  }, [focusId, focusLoaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pending = items.find((item) => item.id === pendingDelete);
  const confirmText =
    pending && pending.author.id !== myId
      ? t("confirm.commentOf", { name: pending.author.name ?? t("unknownUser") })
      : t("confirm.comment");
  return (
    <div>
      {hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          className="mb-2"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t("comments.more")}
        </Button>
      ) : null}
      {comments.isPending ? (
        <p className="text-sm text-muted">{t("loading", { ns: "common" })}</p>
      ) : comments.isLoadingError ? null : items.length === 0 ? (
        <p className="text-sm text-muted">{t("comments.empty")}</p>
      ) : (
        <ul aria-label={t("comments.title")} className="flex flex-col gap-4">
          {items.map((comment) => {
            const name = comment.author.name ?? t("unknownUser");
            return (
              <li
                key={comment.id}
                id={commentElementId(comment.id)}
                tabIndex={-1}
                className="flex gap-3 rounded-md focus:outline-2 focus:outline-offset-4 focus:outline-primary"
              >
                <AuthorAvatar name={comment.author.name} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-medium">{name}</span>
                    {comment.author.isTeam ? <TeamBadge /> : null}
                    <time dateTime={comment.createdAt} className="text-muted">
                      {longDateTime(comment.createdAt, language)}
                    </time>
                    <EditedMark editedAt={comment.editedAt} />
                  </p>
                  {editingId === comment.id ? (
                    <Suspense fallback={<CommentFormPlaceholder editing />}>
                      <CommentForm
                        initialText={comment.text}
                        onSubmit={async (text) => {
                          await onEdit(comment.id, text);
                          setEditingId(null);
                          setFocusId(comment.id);
                        }}
                        onCancel={() => setEditingId(null)}
                      />
                    </Suspense>
                  ) : (
                    <UserText text={comment.text} className="mt-1" />
                  )}
                  {myId && comment.author.id !== myId && editingId !== comment.id ? (
                    <div className="mt-1 -ml-3">
                      <ReportButton
                        itemType={reportType}
                        itemId={comment.id}
                        label={t("report.commentLabel", { name })}
                      />
                    </div>
                  ) : null}
                </div>
                {comment.canEdit && editingId !== comment.id ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("comments.edit")}
                    onClick={() => setEditingId(comment.id)}
                  >
                    <Pencil aria-hidden size={18} />
                  </Button>
                ) : null}
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
      <LoadError className="mt-3" message={t("comments.loadFailed")} query={comments} />
      <Suspense fallback={<CommentFormPlaceholder label={formLabel} />}>
        <CommentForm
          onSubmit={async (text) => {
            const created = await onCreate(text);
            setFocusId(created.id);
          }}
          label={formLabel}
        />
      </Suspense>
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
