import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSaveWeeklyContent } from "@/client/features/admin/api/admin-content-api";
import { FormFooter, LanguageGroup, Select } from "@/client/features/admin/components/form-parts";
import { adminError, fieldMessage, showServerFieldErrors } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { AdminWeeklyContent } from "@/shared/community";
import { COMMUNITY_LIMITS, CONTENT_TYPES } from "@/shared/community-constants";
import { addDays } from "@/shared/dates";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.weeklyContentInputSchema),
);

const FIELDS = ["type", "title", "content", "titleEn", "contentEn", "startDate", "endDate"] as const;

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
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id, values });
      toast.success(t(item ? "common.saved" : "common.created", { title: values.title }));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS)) {
        toast.error(t("common.saveError", { message: adminError(t, error) }));
      }
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(item ? "impulses.editWeekly" : "impulses.newWeekly")}
      description={t("impulses.weeklyDescription")}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t("impulses.type")} error={fieldMessage(t, errors.type?.message)}>
          <Select {...form.register("type")}>
            <option value={CONTENT_TYPES.weeklyImpulse}>{t("impulses.types.weekly_impulse")}</option>
            <option value={CONTENT_TYPES.quote}>{t("impulses.types.quote")}</option>
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("impulses.startDate")} error={fieldMessage(t, errors.startDate?.message)}>
            <Input type="date" {...form.register("startDate")} />
          </FormField>
          <FormField label={t("impulses.endDate")} error={fieldMessage(t, errors.endDate?.message)}>
            <Input type="date" {...form.register("endDate")} />
          </FormField>
        </div>
        <FormField
          label={t("impulses.title")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <FormField
          label={t("impulses.text")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <LanguageGroup>
          <FormField
            label={t("impulses.titleEn")}
            error={fieldMessage(t, errors.titleEn?.message, COMMUNITY_LIMITS.title)}
          >
            <Input lang="en" autoComplete="off" {...form.register("titleEn")} />
          </FormField>
          <FormField
            label={t("impulses.textEn")}
            error={fieldMessage(t, errors.contentEn?.message, COMMUNITY_LIMITS.text)}
          >
            <Textarea lang="en" {...form.register("contentEn")} />
          </FormField>
        </LanguageGroup>
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Checkbox checked={field.value} onCheckedChange={field.onChange} label={t("common.publish")} />
          )}
        />
        <FormFooter onCancel={onClose} pending={isSubmitting} />
      </form>
    </Dialog>
  );
}
