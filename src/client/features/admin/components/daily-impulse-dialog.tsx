import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSaveDailyImpulse } from "@/client/features/admin/api/admin-content-api";
import { FormFooter, LanguageGroup } from "@/client/features/admin/components/form-parts";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { adminError, fieldMessage, showServerFieldErrors } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { AdminDailyImpulse } from "@/shared/community";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.dailyImpulseInputSchema),
);

/** Create (impulse null, a suggested date) or edit a daily impulse. */
export function DailyImpulseDialog({
  impulse,
  suggestedDate,
  onClose,
}: {
  impulse: AdminDailyImpulse | null;
  suggestedDate: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const save = useSaveDailyImpulse();
  const form = useForm({
    resolver: schemaResolver,
    defaultValues: {
      publicationDate: impulse?.publicationDate ?? suggestedDate,
      content: impulse?.content ?? "",
      contentEn: impulse?.contentEn ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: impulse?.id, values });
      const title = format.day(values.publicationDate);
      toast.success(t(impulse ? "common.saved" : "common.created", { title }));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, ["publicationDate", "content", "contentEn"])) {
        toast.error(t("common.saveError", { message: adminError(t, error) }));
      }
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(impulse ? "impulses.editDaily" : "impulses.newDaily")}
      description={t("impulses.dailyDescription")}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label={t("impulses.publicationDate")}
          error={fieldMessage(t, errors.publicationDate?.message)}
        >
          <Input type="date" {...form.register("publicationDate")} />
        </FormField>
        <FormField
          label={t("impulses.content")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <LanguageGroup>
          <FormField
            label={t("impulses.contentEn")}
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
