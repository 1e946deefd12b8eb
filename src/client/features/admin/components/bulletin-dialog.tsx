import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSaveBulletin } from "@/client/features/admin/api/admin-content-api";
import { FormFooter, LanguageGroup, Select } from "@/client/features/admin/components/form-parts";
import { adminError, fieldMessage, showServerFieldErrors } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { AdminBulletinEntry } from "@/shared/community";
import { BULLETIN_CATEGORIES, COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.bulletinInputSchema),
);

const FIELDS = ["category", "title", "content", "titleEn", "contentEn"] as const;

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
      title={t(item ? "bulletin.edit" : "bulletin.new")}
      description={t("bulletin.dialogDescription")}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t("bulletin.category")} error={fieldMessage(t, errors.category?.message)}>
          <Select {...form.register("category")}>
            {BULLETIN_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`bulletin.categories.${category}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t("bulletin.titleField")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <FormField
          label={t("bulletin.content")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <LanguageGroup>
          <FormField
            label={t("bulletin.titleEn")}
            error={fieldMessage(t, errors.titleEn?.message, COMMUNITY_LIMITS.title)}
          >
            <Input lang="en" autoComplete="off" {...form.register("titleEn")} />
          </FormField>
          <FormField
            label={t("bulletin.contentEn")}
            error={fieldMessage(t, errors.contentEn?.message, COMMUNITY_LIMITS.text)}
          >
            <Textarea lang="en" {...form.register("contentEn")} />
          </FormField>
        </LanguageGroup>
        <FormFooter onCancel={onClose} pending={isSubmitting} />
      </form>
    </Dialog>
  );
}
