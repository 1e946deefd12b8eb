import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ItemCard, ListSection, PublishedTag } from "@/client/features/admin/components/paged-list";
import type { AdminList } from "@/client/features/admin/components/use-admin-list";
import type { Paged } from "@/shared/admin";
import type { AdminAnnouncement } from "@/shared/community";

/** The announcements' section from its list state and its query. */
export function AnnouncementsSection({
  list,
  query,
  editor,
}: {
  list: AdminList<AdminAnnouncement>;
  query: UseQueryResult<Paged<AdminAnnouncement>>;
  /** The edit dialog, loaded when one opens (`announcement-lists.tsx`). */
  editor?: (item: AdminAnnouncement | null, close: () => void) => ReactNode;
}) {
  const { t, format } = list;
  return (
    <ListSection
      list={list}
      query={query}
      id="admin-announcements-heading"
      title={t("announcements.title")}
      newLabel={t("announcements.new")}
      editor={editor}
    >
      {(item) => {
        const title = format.localized(item.title, item.titleEn);
        return (
          <ItemCard
            title={title}
            meta={
              <>
                <PublishedTag published={item.published} />
                <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
              </>
            }
            onEdit={() => list.setEditing(item)}
            onDelete={() => list.askDelete("announcement", item.id, t("announcements.deleteText", { title }))}
          >
            {format.localized(item.content, item.contentEn)}
          </ItemCard>
        );
      }}
    </ListSection>
  );
}
