import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSaveDailyImpulse } from "@/client/features/admin/api/admin-content-api";
import { AdminFormDialog } from "@/client/features/admin/components/admin-form-dialog";
import { BilingualFields, DateField } from "@/client/features/admin/components/form-parts";
import { useAdminFormat } from "@/client/features/admin/components/format";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { AdminDailyImpulse } from "@/shared/community";

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
  return (
    <AdminFormDialog
      form={form}
      title={t(impulse ? "impulses.editDaily" : "impulses.newDaily")}
      description={t("impulses.dailyDescription")}
      editing={impulse !== null}
      fields={["publicationDate", "content", "contentEn"]}
      save={(values) => save.mutateAsync({ id: impulse?.id, values })}
      itemName={(values) => format.day(values.publicationDate)}
      onClose={onClose}
    >
      <DateField form={form} name="publicationDate" label={t("impulses.publicationDate")} />
      <BilingualFields
        form={form}
        labels={{ content: t("impulses.content"), contentEn: t("impulses.contentEn") }}
      />
    </AdminFormDialog>
  );
}
