import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useSaveEvent } from "@/client/features/admin/api/admin-content-api";
import { FormFooter, LanguageGroup } from "@/client/features/admin/components/form-parts";
import { adminError, fieldMessage, showServerFieldErrors } from "@/client/features/admin/components/messages";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { AdminEvent } from "@/shared/community";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.adminEventInputSchema),
);

const FIELDS = ["title", "description", "titleEn", "descriptionEn", "date", "time", "eventLink"] as const;

/** Create or edit an event; date and time are the operator's wall clock (the server knows the zone). */
export function EventDialog({
  event,
  suggestedDate,
  timeZone,
  onClose,
}: {
  event: AdminEvent | null;
  suggestedDate: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const save = useSaveEvent();
  const form = useForm({
    resolver: schemaResolver,
    defaultValues: {
      title: event?.title ?? "",
      description: event?.description ?? "",
      titleEn: event?.titleEn ?? "",
      descriptionEn: event?.descriptionEn ?? "",
      date: event?.date ?? suggestedDate,
      time: event?.time ?? "18:00",
      eventLink: event?.eventLink ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: event?.id, values });
      toast.success(t(event ? "common.saved" : "common.created", { title: values.title }));
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
      title={t(event ? "events.edit" : "events.new")}
      description={t("events.dialogDescription", { zone: timeZone })}
      closeLabel={t("common.close")}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label={t("events.title")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("events.date")} error={fieldMessage(t, errors.date?.message)}>
            <Input type="date" {...form.register("date")} />
          </FormField>
          <FormField label={t("events.time")} error={fieldMessage(t, errors.time?.message)}>
            <Input type="time" {...form.register("time")} />
          </FormField>
        </div>
        <FormField
          label={t("events.description")}
          error={fieldMessage(t, errors.description?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("description")} />
        </FormField>
        <FormField
          label={t("events.link")}
          hint={t("events.linkHint")}
          error={fieldMessage(t, errors.eventLink?.message)}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.register("eventLink")}
          />
        </FormField>
        <LanguageGroup>
          <FormField
            label={t("events.titleEn")}
            error={fieldMessage(t, errors.titleEn?.message, COMMUNITY_LIMITS.title)}
          >
            <Input lang="en" autoComplete="off" {...form.register("titleEn")} />
          </FormField>
          <FormField
            label={t("events.descriptionEn")}
            error={fieldMessage(t, errors.descriptionEn?.message, COMMUNITY_LIMITS.text)}
          >
            <Textarea lang="en" {...form.register("descriptionEn")} />
          </FormField>
        </LanguageGroup>
        <FormFooter onCancel={onClose} pending={isSubmitting} />
      </form>
    </Dialog>
  );
}
