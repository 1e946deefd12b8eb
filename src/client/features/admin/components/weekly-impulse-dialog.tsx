import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/client/components/ui/form-field";
import { Select } from "@/client/components/ui/select";
import { useSaveWeeklyContent } from "@/client/features/admin/api/admin-content-api";
import { AdminFormDialog } from "@/client/features/admin/components/admin-form-dialog";
import { BilingualFields, DateField, PublishedField } from "@/client/features/admin/components/form-parts";
import { fieldMessage } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { AdminWeeklyContent } from "@/shared/community";
import { CONTENT_TYPES } from "@/shared/community-constants";
import { addDays } from "@/shared/dates";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.weeklyContentInputSchema),
);

/** Create or edit a weekly impulse or quote of the week: a period, a status, both languages. */
export function WeeklyImpulseDialog({
  item,
  today,
  onClose,
}: {
  item: AdminWeeklyContent | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const save = useSaveWeeklyContent();
  const form = useForm({
    resolver: schemaResolver,
    defaultValues: {
      type: item?.type ?? CONTENT_TYPES.weeklyImpulse,
      title: item?.title ?? "",
      content: item?.content ?? "",
      titleEn: item?.titleEn ?? "",
      contentEn: item?.contentEn ?? "",
      published: item?.published ?? true,
      startDate: item?.startDate ?? today,
      endDate: item?.endDate ?? addDays(today, 6),
    },
  });
  return (
    <AdminFormDialog
      form={form}
      title={t(item ? "impulses.editWeekly" : "impulses.newWeekly")}
      description={t("impulses.weeklyDescription")}
      editing={item !== null}
      fields={["type", "title", "content", "titleEn", "contentEn", "startDate", "endDate"]}
      save={(values) => save.mutateAsync({ id: item?.id, values })}
      itemName={(values) => values.title}
      onClose={onClose}
    >
      <FormField label={t("impulses.type")} error={fieldMessage(t, form.formState.errors.type?.message)}>
        <Select {...form.register("type")}>
          <option value={CONTENT_TYPES.weeklyImpulse}>{t("impulses.types.weekly_impulse")}</option>
          <option value={CONTENT_TYPES.quote}>{t("impulses.types.quote")}</option>
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="startDate" label={t("impulses.startDate")} />
        <DateField form={form} name="endDate" label={t("impulses.endDate")} />
      </div>
      <BilingualFields
        form={form}
        labels={{
          title: t("impulses.title"),
          content: t("impulses.text"),
          titleEn: t("impulses.titleEn"),
          contentEn: t("impulses.textEn"),
        }}
      />
      <PublishedField form={form} />
    </AdminFormDialog>
  );
}
