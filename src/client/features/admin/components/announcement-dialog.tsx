import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSaveAnnouncement } from "@/client/features/admin/api/admin-content-api";
import { FormFooter, LanguageGroup } from "@/client/features/admin/components/form-parts";
import { adminError, fieldMessage, showServerFieldErrors } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { AdminAnnouncement } from "@/shared/community";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.announcementInputSchema),
);

const FIELDS = ["title", "content", "titleEn", "contentEn"] as const;

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
      title={t(item ? "announcements.edit" : "announcements.new")}
      description={t("announcements.dialogDescription")}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label={t("announcements.titleField")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <FormField
          label={t("announcements.content")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <LanguageGroup>
          <FormField
            label={t("announcements.titleEn")}
            error={fieldMessage(t, errors.titleEn?.message, COMMUNITY_LIMITS.title)}
          >
            <Input lang="en" autoComplete="off" {...form.register("titleEn")} />
          </FormField>
          <FormField
            label={t("announcements.contentEn")}
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
