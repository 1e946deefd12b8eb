import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSaveAnnouncement } from "@/client/features/admin/api/admin-content-api";
import { AdminFormDialog } from "@/client/features/admin/components/admin-form-dialog";
import { BilingualFields, PublishedField } from "@/client/features/admin/components/form-parts";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { AdminAnnouncement } from "@/shared/community";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.announcementInputSchema),
);

export function AnnouncementDialog({
  item,
  onClose,
}: {
  item: AdminAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const save = useSaveAnnouncement();
  const form = useForm({
    resolver: schemaResolver,
    defaultValues: {
      title: item?.title ?? "",
      content: item?.content ?? "",
      titleEn: item?.titleEn ?? "",
      contentEn: item?.contentEn ?? "",
      published: item?.published ?? true,
    },
  });
  return (
    <AdminFormDialog
      form={form}
      title={t(item ? "announcements.edit" : "announcements.new")}
      description={t("announcements.dialogDescription")}
      editing={item !== null}
      fields={["title", "content", "titleEn", "contentEn"]}
      save={(values) => save.mutateAsync({ id: item?.id, values })}
      itemName={(values) => values.title}
      onClose={onClose}
    >
      <BilingualFields
        form={form}
        labels={{
          title: t("announcements.titleField"),
          content: t("announcements.content"),
          titleEn: t("announcements.titleEn"),
          contentEn: t("announcements.contentEn"),
        }}
      />
      <PublishedField form={form} />
    </AdminFormDialog>
  );
}
