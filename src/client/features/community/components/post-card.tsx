import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { Button } from "@/client/components/ui/button";
import {
  useCreatePostComment,
  useDeletePost,
  useDeletePostComment,
  useEditPostComment,
  usePostComments,
} from "@/client/features/community/api/community-api";
import { AuthorAvatar } from "@/client/features/community/components/author-avatar";
import { CommentThread } from "@/client/features/community/components/comment-thread";
import { ConfirmDeleteDialog } from "@/client/features/community/components/confirm-delete-dialog";
import { EditedMark } from "@/client/features/community/components/edited-mark";
import { communityError } from "@/client/features/community/components/messages";
import { ReportButton } from "@/client/features/community/components/report-button";
import { TeamBadge } from "@/client/features/community/components/team-badge";
import { UserText } from "@/client/features/community/components/user-text";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { lazyNamed } from "@/client/lib/lazy-named";
import { useDates } from "@/client/lib/page-clock";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import type { ForumPost } from "@/shared/community";

// The dialog with its form (react-hook-form) loads when first opened, not with the page (decision 131).
const NewPostDialog = lazyNamed(
  () => import("@/client/features/community/components/new-post-dialog"),
  "NewPostDialog",
);

export function PostCard({ post }: { post: ForumPost }) {
  const { longDateTime } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const titleId = useId();
  const commentsId = useId();
  // A notification's link (?post=…&comment=…) opens this post's thread at that comment (decision 182).
  const [params] = useSearchParams();
  const linked = params.get("post") === post.id;
  const [showComments, setShowComments] = useState(linked);
  const articleRef = useRef<HTMLElement>(null);
  const linkedComment = linked ? params.get("comment") : null;
  // A link to the post itself (a search result) brings it into view; a comment link scrolls to the
  // comment instead (comment-thread.tsx).
  useEffect(() => {
    if (!linked) return;
    setShowComments(true);
    if (!linkedComment) articleRef.current?.scrollIntoView({ block: "start" });
  }, [linked, linkedComment]);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const comments = usePostComments(post.id, showComments);
  const createComment = useCreatePostComment(post.id);
  const deleteComment = useDeletePostComment(post.id);
  const editComment = useEditPostComment(post.id);
  const deletePost = useDeletePost();
  const author = post.author.name ?? t("unknownUser");
  // An admin deleting someone else's post is told whose it is (second security probe, finding 2; docs/security.md).
  const me = useSession().data?.user?.id;
  const mine = me === post.author.id;

  const confirmDelete = async () => {
    try {
      await deletePost.mutateAsync(post.id);
      toast.success(t("forum.deleted"));
    } catch (err) {
      toast.error(communityError(t, err));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <article
      ref={articleRef}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-md border border-border p-4"
    >
      <div className="flex items-start gap-3">
        <AuthorAvatar name={post.author.name} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {post.title}
          </h3>
          <p className="flex flex-wrap gap-x-2 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              {t("forum.postedBy", { name: author })}
              {post.author.isTeam ? <TeamBadge /> : null}
            </span>
            <span className="inline-flex gap-1.5">
              <time dateTime={post.createdAt}>{longDateTime(post.createdAt, language)}</time>
              <EditedMark editedAt={post.editedAt} />
            </span>
          </p>
        </div>
        {post.canEdit ? (
          <Button variant="ghost" size="icon" aria-label={t("forum.edit")} onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={18} />
          </Button>
        ) : null}
        {post.canDelete ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("forum.delete")}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden size={18} />
          </Button>
        ) : null}
      </div>
      <UserText text={post.description} className="mt-3" />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="link"
          size="sm"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={() => setShowComments((open) => !open)}
        >
          {showComments ? <ChevronUp aria-hidden size={16} /> : <ChevronDown aria-hidden size={16} />}
          {showComments ? t("comments.hide") : t("comments.show", { count: post.commentCount })}
        </Button>
        {me && !mine ? <ReportButton itemType="post" itemId={post.id} label={post.title} /> : null}
      </div>
      <div id={commentsId} hidden={!showComments} className="mt-2 border-t border-border pt-3">
        {showComments ? (
          <CommentThread
            comments={comments}
            onCreate={(text) => createComment.mutateAsync(text)}
            onDelete={(id) => deleteComment.mutateAsync(id)}
            onEdit={(id, text) => editComment.mutateAsync({ id, text })}
            focusCommentId={linked ? params.get("comment") : null}
            reportType="post_comment"
            deleting={deleteComment.isPending}
          />
        ) : null}
      </div>
      {post.canEdit ? (
        <MountOnceOpened open={editing}>
          <NewPostDialog open={editing} onOpenChange={setEditing} post={post} />
        </MountOnceOpened>
      ) : null}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        text={
          mine
            ? t("confirm.post", { title: post.title })
            : t("confirm.postOf", { title: post.title, name: author })
        }
        pending={deletePost.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </article>
  );
}
