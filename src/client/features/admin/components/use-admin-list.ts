import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeletableKind } from "@/client/features/admin/api/admin-content-api";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { useConfirmedDelete } from "@/client/features/admin/components/use-confirmed-delete";
import { usePageParam } from "@/client/features/admin/components/use-page-param";

/** The lists' catalog sections: each has loadError, empty and the delete toasts (deleted, deleteError). */
type Section = "announcements" | "bulletin" | "impulses" | "events" | "posts";

/**
 * What every admin list needs besides its query: the admin texts and formats, its page (in the URL
 * under `pageParam`), the item in the edit dialog ("new" for a new one, null when it is closed), and
 * the delete that is asked first and reported with the section's toasts.
 */
export function useAdminList<Item = never>(section: Section, pageParam: string = section) {
  const { t } = useTranslation("admin");
  const [page, setPage] = usePageParam(pageParam);
  const format = useAdminFormat();
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const remove = useConfirmedDelete(t);
  const askDelete = (kind: DeletableKind, id: string, text: string) =>
    remove.ask({
      kind,
      id,
      text,
      done: t(`${section}.deleted`),
      failed: (message) => t(`${section}.deleteError`, { message }),
    });
  return { t, format, section, page, setPage, editing, setEditing, askDelete, deleteDialog: remove.dialog };
}

export type AdminList<Item> = ReturnType<typeof useAdminList<Item>>;
