import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { adminAnnouncementsQuery, adminBulletinQuery } from "@/client/features/admin/api/admin-content-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { ItemCard, PagedList, Tag } from "@/client/features/admin/components/paged-list";
import { SectionHeader } from "@/client/features/admin/components/section-header";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";
import { usePageParam } from "@/client/features/admin/components/use-page-param";
import type { AdminAnnouncement, AdminBulletinEntry } from "@/shared/community";

// The edit dialogs (and react-hook-form with them) load when one opens (issue 13).
const AnnouncementDialog = lazy(() =>
  import("@/client/features/admin/components/announcement-dialog").then((m) => ({
    default: m.AnnouncementDialog,
  })),
);
const BulletinDialog = lazy(() =>
  import("@/client/features/admin/components/bulletin-dialog").then((m) => ({ default: m.BulletinDialog })),
);

export function AnnouncementsList() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [page, setPage] = usePageParam("announcements");
  const query = useQuery(adminAnnouncementsQuery(page));
  const [editing, setEditing] = useState<AdminAnnouncement | "new" | null>(null);
  const remove = useConfirmedDelete(t);
  return (
    <section aria-labelledby="admin-announcements-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="admin-announcements-heading"
        title={t("announcements.title")}
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden size={18} />
            {t("announcements.new")}
          </Button>
        }
      />
      <PagedList
        query={query}
        loadError={t("announcements.loadError")}
        empty={t("announcements.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
      >
        {(item) => {
          const title = format.localized(item.title, item.titleEn);
          return (
            <ItemCard
              title={title}
              meta={
                <>
                  <Tag tone={item.published ? "primary" : "muted"}>
                    {item.published ? t("common.published") : t("common.draft")}
                  </Tag>
                  <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
                </>
              }
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={`${t("common.edit")}: ${title}`}
                  >
                    <Pencil aria-hidden size={16} />
                    {t("common.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t("common.delete")}: ${title}`}
                    onClick={() =>
                      remove.ask({
                        kind: "announcement",
                        id: item.id,
                        text: t("announcements.deleteText", { title }),
                        done: t("announcements.deleted"),
                        failed: (message) => t("announcements.deleteError", { message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden size={16} />
                    {t("common.delete")}
                  </Button>
                </>
              }
            >
              {format.localized(item.content, item.contentEn)}
            </ItemCard>
          );
        }}
      </PagedList>
      {editing ? (
        <Suspense fallback={null}>
          <AnnouncementDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {remove.dialog}
    </section>
  );
}

export function BulletinList() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const [page, setPage] = usePageParam("bulletin");
  const query = useQuery(adminBulletinQuery(page));
  const [editing, setEditing] = useState<AdminBulletinEntry | "new" | null>(null);
  const remove = useConfirmedDelete(t);
  return (
    <section aria-labelledby="admin-bulletin-heading" className="flex flex-col gap-4">
      <SectionHeader
        id="admin-bulletin-heading"
        title={t("bulletin.title")}
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden size={18} />
            {t("bulletin.new")}
          </Button>
        }
      />
      <PagedList
        query={query}
        loadError={t("bulletin.loadError")}
        empty={t("bulletin.empty")}
        onPage={setPage}
        itemKey={(item) => item.id}
      >
        {(item) => {
          const title = format.localized(item.title, item.titleEn);
          return (
            <ItemCard
              title={title}
              meta={
                <>
                  <Tag tone="accent">{t(`bulletin.categories.${item.category}`)}</Tag>
                  <span>
                    {item.author
                      ? t("common.by", { name: item.author.name ?? t("common.unknownUser") })
                      : t("common.team")}
                  </span>
                  <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
                </>
              }
              actions={
                <>
                  {item.author ? (
                    <span className="self-center text-sm text-muted">{t("bulletin.memberEntry")}</span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditing(item)}
                      aria-label={`${t("common.edit")}: ${title}`}
                    >
                      <Pencil aria-hidden size={16} />
                      {t("common.edit")}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t("common.delete")}: ${title}`}
                    onClick={() =>
                      remove.ask({
                        kind: "bulletin",
                        id: item.id,
                        text: t("bulletin.deleteText", { title }),
                        done: t("bulletin.deleted"),
                        failed: (message) => t("bulletin.deleteError", { message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden size={16} />
                    {t("common.delete")}
                  </Button>
                </>
              }
            >
              {format.localized(item.content, item.contentEn)}
            </ItemCard>
          );
        }}
      </PagedList>
      {editing ? (
        <Suspense fallback={null}>
          <BulletinDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {remove.dialog}
    </section>
  );
}
