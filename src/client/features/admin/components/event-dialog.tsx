import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSaveEvent } from "@/client/features/admin/api/admin-content-api";
import { AdminFormDialog } from "@/client/features/admin/components/admin-form-dialog";
import {
  DateField,
  InputField,
  LanguageGroup,
  TextField,
  TitleField,
} from "@/client/features/admin/components/form-parts";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { AdminEvent } from "@/shared/community";
import { EVENT_DURATION_MINUTES } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.adminEventInputSchema),
);

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
      durationMinutes: event?.durationMinutes ?? EVENT_DURATION_MINUTES.default,
      eventLink: event?.eventLink ?? "",
    },
  });
  return (
    <AdminFormDialog
      form={form}
      title={t(event ? "events.edit" : "events.new")}
      description={t("events.dialogDescription", { zone: timeZone })}
      editing={event !== null}
      fields={[
        "title",
        "description",
        "titleEn",
        "descriptionEn",
        "date",
        "time",
        "durationMinutes",
        "eventLink",
      ]}
      save={(values) => save.mutateAsync({ id: event?.id, values })}
      itemName={(values) => values.title}
      onClose={onClose}
    >
      <TitleField form={form} name="title" label={t("events.title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="date" label={t("events.date")} />
        <DateField form={form} name="time" label={t("events.time")} kind="time" />
      </div>
      <InputField
        form={form}
        name="durationMinutes"
        label={t("events.duration")}
        hint={t("events.durationHint")}
        type="number"
        inputMode="numeric"
        min={EVENT_DURATION_MINUTES.min}
        step={5}
        className="w-32"
      />
      <TextField form={form} name="description" label={t("events.description")} />
      <InputField
        form={form}
        name="eventLink"
        label={t("events.link")}
        hint={t("events.linkHint")}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
      />
      <LanguageGroup>
        <TitleField form={form} name="titleEn" label={t("events.titleEn")} lang="en" />
        <TextField form={form} name="descriptionEn" label={t("events.descriptionEn")} lang="en" />
      </LanguageGroup>
    </AdminFormDialog>
  );
}
