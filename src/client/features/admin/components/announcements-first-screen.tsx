import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnnouncementsSection } from "@/client/features/admin/components/announcements-section";
import { useAdminFormat } from "@/client/features/admin/components/format";
import type { AdminList } from "@/client/features/admin/components/use-admin-list";
import type { Paged } from "@/shared/admin";
import type { AdminAnnouncement } from "@/shared/community";

const idle = () => {};

/**
 * The announcements page's list as the server renders it with the page's answer (decision 223), from
 * the same answer as `GET /api/admin/announcements`: the list at rest (its page from the answer, no
 * dialog open) and the answer as a settled query. Its buttons act once the page has taken over, which
 * renders the same section with its own query, seeded with this answer.
 */
export function AnnouncementsFirstScreen({ answer }: { answer: Paged<AdminAnnouncement> }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const list: AdminList<AdminAnnouncement> = {
    t,
    format,
    section: "announcements",
    page: answer.page,
    setPage: idle,
    editing: null,
    setEditing: idle,
    askDelete: idle,
    // The delete question is the page's: nothing to ask before the takeover.
    deleteDialog: <></>,
  };
  // The fields of a query's result the list reads (`paged-list.tsx`), for an answer that is here.
  const settled = {
    status: "success",
    isPending: false,
    isError: false,
    isSuccess: true,
    isPlaceholderData: false,
    data: answer,
    error: null,
    refetch: idle,
  } as unknown as UseQueryResult<Paged<AdminAnnouncement>>;
  return (
    <div className="flex flex-col gap-12">
      <AnnouncementsSection list={list} query={settled} />
    </div>
  );
}
