import { useQuery } from "@tanstack/react-query";

import { adminAnnouncementsQuery, adminBulletinQuery } from "@/client/features/admin/api/admin-content-api";
import { AnnouncementsSection } from "@/client/features/admin/components/announcements-section";
import { ItemCard, ListSection, Tag } from "@/client/features/admin/components/paged-list";
import { useAdminList } from "@/client/features/admin/components/use-admin-list";
import { lazyNamed } from "@/client/lib/lazy-named";
import type { AdminAnnouncement, AdminBulletinEntry } from "@/shared/community";

// The edit dialogs (and react-hook-form with them) load when one opens (decision 131).
const AnnouncementDialog = lazyNamed(
  () => import("@/client/features/admin/components/announcement-dialog"),
  "AnnouncementDialog",
);
const BulletinDialog = lazyNamed(
  () => import("@/client/features/admin/components/bulletin-dialog"),
  "BulletinDialog",
);

export function AnnouncementsList() {
  const list = useAdminList<AdminAnnouncement>("announcements");
  const query = useQuery(adminAnnouncementsQuery(list.page));
  return (
    <AnnouncementsSection
      list={list}
      query={query}
      editor={(item, close) => <AnnouncementDialog item={item} onClose={close} />}
    />
  );
}

export function BulletinList() {
  const list = useAdminList<AdminBulletinEntry>("bulletin");
  const { t, format } = list;
  const query = useQuery(adminBulletinQuery(list.page));
  return (
    <ListSection
      list={list}
      query={query}
      id="admin-bulletin-heading"
      title={t("bulletin.title")}
      newLabel={t("bulletin.new")}
      editor={(item, close) => <BulletinDialog item={item} onClose={close} />}
    >
      {(item) => {
        const title = format.localized(item.title, item.titleEn);
        const author = item.author
          ? t("common.by", { name: item.author.name ?? t("common.unknownUser") })
          : t("common.team");
        return (
          <ItemCard
            title={title}
            meta={
              <>
                <Tag tone="accent">{t(`bulletin.categories.${item.category}`)}</Tag>
                <span>{author}</span>
                <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
              </>
            }
            // A member's entry is theirs: the team deletes it when needed but never rewrites it.
            onEdit={item.author ? undefined : () => list.setEditing(item)}
            actions={
              item.author ? (
                <span className="self-center text-sm text-muted">{t("bulletin.memberEntry")}</span>
              ) : null
            }
            onDelete={() => list.askDelete("bulletin", item.id, t("bulletin.deleteText", { title }))}
          >
            {format.localized(item.content, item.contentEn)}
          </ItemCard>
        );
      }}
    </ListSection>
  );
}
