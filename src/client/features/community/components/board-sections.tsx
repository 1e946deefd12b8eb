import CalendarPlus from "lucide-react/icons/calendar-plus";
import Megaphone from "lucide-react/icons/megaphone";
import Pencil from "lucide-react/icons/pencil";
import Pin from "lucide-react/icons/pin";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MountOnceOpened } from "@/client/components/mount-once-opened";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import {
  useAnnouncements,
  useBulletin,
  useDeleteBulletinPost,
  useRenewBulletinPost,
} from "@/client/features/community/api/community-api";
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
import type { BulletinPost } from "@/shared/community";
import { BULLETIN_CATEGORIES, type BulletinCategoryName } from "@/shared/community-constants";

// The dialog with its form (react-hook-form) loads when first opened, not with the page (decision 131).
const loadBulletinDialog = () => import("@/client/features/community/components/bulletin-dialog");
const BulletinDialog = lazyNamed(loadBulletinDialog, "BulletinDialog");

export function AnnouncementsSection() {
  const { longDateTime } = useDates();
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
        ) : announcements.isLoadingError ? null : announcements.data.length === 0 ? (
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
        <LoadError className="mt-3" message={t("announcements.loadFailed")} query={announcements} />
      </div>
    </Card>
  );
}

function BulletinEntry({ entry }: { entry: BulletinPost }) {
  const { longDate, longDateTime } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const remove = useDeleteBulletinPost();
  const renew = useRenewBulletinPost();
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
  const renewEntry = async () => {
    try {
      const renewed = await renew.mutateAsync(entry.id);
      toast.success(t("bulletin.renewed", { date: longDate(renewed.expiresAt, language) }));
    } catch (err) {
      toast.error(communityError(t, err));
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
            {entry.expiresAt ? (
              <>
                <span aria-hidden>·</span>
                <time dateTime={entry.expiresAt}>
                  {t("bulletin.until", { date: longDate(entry.expiresAt, language) })}
                </time>
              </>
            ) : null}
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
      {myId && entry.author.id !== null && entry.author.id !== myId ? (
        <div className="mt-1 flex justify-end">
          <ReportButton itemType="bulletin" itemId={entry.id} label={entry.title} />
        </div>
      ) : null}
      {entry.canRenew ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          aria-label={t("bulletin.renewLabel", { title: entry.title })}
          disabled={renew.isPending}
          onClick={() => void renewEntry()}
        >
          <CalendarPlus aria-hidden size={16} />
          {t("bulletin.renew")}
        </Button>
      ) : null}
      {entry.canEdit ? (
        <MountOnceOpened open={editing}>
          <BulletinDialog open={editing} onOpenChange={setEditing} entry={entry} />
        </MountOnceOpened>
      ) : null}
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
        ) : bulletin.isLoadingError ? null : items.length === 0 ? (
          <p className="text-muted">{t("bulletin.empty")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((entry) => (
              <BulletinEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <LoadError className="mt-3" message={t("bulletin.loadFailed")} query={bulletin} />
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
      <MountOnceOpened open={dialogOpen}>
        <BulletinDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </MountOnceOpened>
    </Card>
  );
}
