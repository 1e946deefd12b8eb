import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/client/components/ui/dialog";
import { FormFooter } from "@/client/features/admin/components/form-parts";
import { adminError } from "@/client/features/admin/components/messages";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { toast } from "@/client/lib/toast";

type Props<T extends FieldValues, Out> = {
  form: UseFormReturn<T, unknown, Out>;
  title: string;
  description: string;
  /** Editing an item that exists (the toast says "saved"), or creating one ("created"). */
  editing: boolean;
  /** The fields a server error can point at; any other failure is a toast. */
  fields: readonly Path<T>[];
  save: (values: Out) => Promise<unknown>;
  /** How the toast names the item. */
  itemName: (values: Out) => string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The admin's create/edit dialog: the form's fields (the children), cancel and save; on success a
 * toast and close, on failure the server's field errors at their fields or the spec's error toast.
 */
export function AdminFormDialog<T extends FieldValues, Out>({
  form,
  title,
  description,
  editing,
  fields,
  save,
  itemName,
  onClose,
  children,
}: Props<T, Out>) {
  const { t } = useTranslation("admin");
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(t(editing ? "common.saved" : "common.created", { title: itemName(values) }));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error, fields)) {
        toast.error(t("common.saveError", { message: adminError(t, error) }));
      }
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeLabel={t("common.close")}
    >
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        <FormFooter onCancel={onClose} pending={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
