import { Megaphone, Pencil, Pin, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import {
  useAnnouncements,
  useBulletin,
  useCreateBulletinPost,
  useDeleteBulletinPost,
  useEditBulletinPost,
} from "@/client/features/community/api/community-api";
import { CharCounter } from "@/client/features/community/components/char-counter";
import { ConfirmDeleteDialog } from "@/client/features/community/components/confirm-delete-dialog";
import { EditedMark } from "@/client/features/community/components/edited-mark";
import { LoadError } from "@/client/features/community/components/load-error";
import { communityError, fieldMessage } from "@/client/features/community/components/messages";
import { TeamBadge } from "@/client/features/community/components/team-badge";
import { UserText } from "@/client/features/community/components/user-text";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { longDateTime } from "@/client/lib/format";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import type { BulletinPost, CreateBulletinInput } from "@/shared/community";
import {
  BULLETIN_CATEGORIES,
  type BulletinCategoryName,
  COMMUNITY_LIMITS,
} from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.createBulletinSchema),
);

export function AnnouncementsSection() {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const announcements = useAnnouncements(language);
  return (
    <Card role="region" aria-labelledby="announcements-title">
      <h2 id="announcements-title" className="flex items-center gap-2 text-xl font-semibold">
        <Megaphone aria-hidden size={20} className="text-primary" />
        {t("announcements.title")}
      </h2>
      <div className="mt-3">
        {announcements.isPending ? (
          <p className="text-muted">{t("loading", { ns: "common" })}</p>
        ) : announcements.isError ? (
          <LoadError message={t("announcements.loadFailed")} onRetry={() => void announcements.refetch()} />
        ) : announcements.data.length === 0 ? (
          <p className="text-muted">{t("announcements.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {announcements.data.map((item) => (
              <li key={item.id}>
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-muted">
                  <time dateTime={item.createdAt}>{longDateTime(item.createdAt, language)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line">{item.content}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function BulletinEntry({ entry }: { entry: BulletinPost }) {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const remove = useDeleteBulletinPost();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const author = entry.author.id === null ? t("team") : (entry.author.name ?? t("unknownUser"));
  const myId = useSession().data?.user?.id;
  const confirmText =
    entry.author.id === myId
      ? t("confirm.bulletin", { title: entry.title })
      : entry.author.id === null
        ? t("confirm.bulletinTeam", { title: entry.title })
        : t("confirm.bulletinOf", { title: entry.title, name: author });
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(entry.id);
      toast.success(t("bulletin.deleted"));
    } catch (err) {
      toast.error(communityError(t, err));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <li className="rounded-md border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <span className="inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {t(`bulletin.categories.${entry.category}`)}
          </span>
          <p className="mt-1 font-medium break-words">{entry.title}</p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            {author}
            {entry.author.isTeam ? <TeamBadge /> : null}
            <span aria-hidden>·</span>
            <time dateTime={entry.createdAt}>{longDateTime(entry.createdAt, language)}</time>
            <EditedMark editedAt={entry.editedAt} />
          </p>
        </div>
        {entry.canEdit ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("bulletin.edit")}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={18} />
          </Button>
        ) : null}
        {entry.canDelete ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("bulletin.delete")}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden size={18} />
          </Button>
        ) : null}
      </div>
      <UserText text={entry.content} className="mt-2 text-sm" />
      {entry.canEdit ? <BulletinDialog open={editing} onOpenChange={setEditing} entry={entry} /> : null}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        text={confirmText}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </li>
  );
}

/** 'Neuer Eintrag', or with `entry` 'Eintrag bearbeiten' (decision 180): the same dialog and limits. */
function BulletinDialog({
  open,
  onOpenChange,
  entry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: BulletinPost;
}) {
  const { t } = useTranslation("community");
  const categoryId = useId();
  const create = useCreateBulletinPost();
  const edit = useEditBulletinPost(entry?.id ?? "");
  const form = useForm<CreateBulletinInput>({
    resolver: schemaResolver,
    defaultValues: entry
      ? { category: entry.category, title: entry.title, content: entry.content }
      : { category: "search", title: "", content: "" },
  });
  const [title = "", content = ""] = useWatch({ control: form.control, name: ["title", "content"] });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (entry) {
        await edit.mutateAsync(values);
        form.reset(values);
        toast.success(t("bulletin.saved"));
      } else {
        await create.mutateAsync(values);
        form.reset({ category: "search", title: "", content: "" });
        toast.success(t("bulletin.created"));
      }
      onOpenChange(false);
    } catch (err) {
      if (!showServerFieldErrors(form, err, ["title", "content"])) toast.error(communityError(t, err));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t("bulletin.editTitle") : t("bulletin.new")}
      description={t("bulletin.dialogDescription")}
      closeLabel={t("confirm.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium">
            {t("bulletin.categoryLabel")}
          </label>
          <select
            id={categoryId}
            {...form.register("category")}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {BULLETIN_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`bulletin.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t("bulletin.titleLabel")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <CharCounter
          id={`bulletin-title-counter-${entry?.id ?? "new"}`}
          length={title.length}
          max={COMMUNITY_LIMITS.title}
        />
        <FormField
          label={t("bulletin.contentLabel")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <CharCounter
          id={`bulletin-content-counter-${entry?.id ?? "new"}`}
          length={content.length}
          max={COMMUNITY_LIMITS.text}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={title.trim() === "" || content.trim() === "" || isSubmitting}>
            {entry
              ? isSubmitting
                ? t("bulletin.saving")
                : t("bulletin.save")
              : isSubmitting
                ? t("bulletin.sending")
                : t("bulletin.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function BulletinSection() {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const [category, setCategory] = useState<BulletinCategoryName | null>(null);
  const bulletin = useBulletin(language, category);
  const [dialogOpen, setDialogOpen] = useState(false);
  const filterId = useId();
  const items = bulletin.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card role="region" aria-labelledby="bulletin-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="bulletin-title" className="flex items-center gap-2 text-xl font-semibold">
            <Pin aria-hidden size={20} className="text-primary" />
            {t("bulletin.title")}
          </h2>
          <p className="mt-1 text-muted">{t("bulletin.intro")}</p>
        </div>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          <Plus aria-hidden size={18} />
          {t("bulletin.new")}
        </Button>
      </div>
      <div className="mt-4 flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t("bulletin.filterLabel")}
        </label>
        <select
          id={filterId}
          value={category ?? ""}
          onChange={(event) => setCategory((event.target.value || null) as BulletinCategoryName | null)}
          className="h-11 rounded-md border border-control bg-surface px-3 text-base sm:w-56"
        >
          <option value="">{t("bulletin.filterAll")}</option>
          {BULLETIN_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {t(`bulletin.categories.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {bulletin.isPending ? (
          <p className="text-muted">{t("loading", { ns: "common" })}</p>
        ) : bulletin.isError ? (
          <LoadError message={t("bulletin.loadFailed")} onRetry={() => void bulletin.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-muted">{t("bulletin.empty")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((entry) => (
              <BulletinEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {bulletin.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-3"
            disabled={bulletin.isFetchingNextPage}
            onClick={() => void bulletin.fetchNextPage()}
          >
            {t("bulletin.more")}
          </Button>
        ) : null}
      </div>
      <BulletinDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </Card>
  );
}
