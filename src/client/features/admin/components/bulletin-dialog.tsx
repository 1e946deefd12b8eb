import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/client/components/ui/form-field";
import { Select } from "@/client/components/ui/select";
import { useSaveBulletin } from "@/client/features/admin/api/admin-content-api";
import { AdminFormDialog } from "@/client/features/admin/components/admin-form-dialog";
import { BilingualFields } from "@/client/features/admin/components/form-parts";
import { fieldMessage } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { AdminBulletinEntry } from "@/shared/community";
import { BULLETIN_CATEGORIES } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.bulletinInputSchema),
);

/** The team's own bulletin entries (members' entries are only ever deleted). */
export function BulletinDialog({ item, onClose }: { item: AdminBulletinEntry | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSaveBulletin();
  const form = useForm({
    resolver: schemaResolver,
    defaultValues: {
      category: item?.category ?? "announcement",
      title: item?.title ?? "",
      content: item?.content ?? "",
      titleEn: item?.titleEn ?? "",
      contentEn: item?.contentEn ?? "",
    },
  });
  return (
    <AdminFormDialog
      form={form}
      title={t(item ? "bulletin.edit" : "bulletin.new")}
      description={t("bulletin.dialogDescription")}
      editing={item !== null}
      fields={["category", "title", "content", "titleEn", "contentEn"]}
      save={(values) => save.mutateAsync({ id: item?.id, values })}
      itemName={(values) => values.title}
      onClose={onClose}
    >
      <FormField
        label={t("bulletin.category")}
        error={fieldMessage(t, form.formState.errors.category?.message)}
      >
        <Select {...form.register("category")}>
          {BULLETIN_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`bulletin.categories.${category}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <BilingualFields
        form={form}
        labels={{
          title: t("bulletin.titleField"),
          content: t("bulletin.content"),
          titleEn: t("bulletin.titleEn"),
          contentEn: t("bulletin.contentEn"),
        }}
      />
    </AdminFormDialog>
  );
}
