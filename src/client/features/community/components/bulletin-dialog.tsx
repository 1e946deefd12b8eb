import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useCreateBulletinPost, useEditBulletinPost } from "@/client/features/community/api/community-api";
import { CharCounter } from "@/client/features/community/components/char-counter";
import { communityError, fieldMessage } from "@/client/features/community/components/messages";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { BulletinPost, CreateBulletinInput } from "@/shared/community";
import { BULLETIN_CATEGORIES, COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.createBulletinSchema),
);

/** 'Neuer Eintrag', or with `entry` 'Eintrag bearbeiten' (decision 180): the same dialog and limits. */
export function BulletinDialog({
  open,
  onOpenChange,
  entry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: BulletinPost;
}) {
  const { t } = useTranslation("community");
  const categoryId = useId();
  const create = useCreateBulletinPost();
  const edit = useEditBulletinPost(entry?.id ?? "");
  const form = useForm<CreateBulletinInput>({
    resolver: schemaResolver,
    defaultValues: entry
      ? { category: entry.category, title: entry.title, content: entry.content }
      : { category: "search", title: "", content: "" },
  });
  const [title = "", content = ""] = useWatch({ control: form.control, name: ["title", "content"] });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (entry) {
        await edit.mutateAsync(values);
        form.reset(values);
        toast.success(t("bulletin.saved"));
      } else {
        await create.mutateAsync(values);
        form.reset({ category: "search", title: "", content: "" });
        toast.success(t("bulletin.created"));
      }
      onOpenChange(false);
    } catch (err) {
      if (!showServerFieldErrors(form, err, ["title", "content"])) toast.error(communityError(t, err));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t("bulletin.editTitle") : t("bulletin.new")}
      description={t("bulletin.dialogDescription")}
      closeLabel={t("confirm.close")}
    >
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium">
            {t("bulletin.categoryLabel")}
          </label>
          <select
            id={categoryId}
            {...form.register("category")}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {BULLETIN_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`bulletin.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t("bulletin.titleLabel")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <CharCounter
          id={`bulletin-title-counter-${entry?.id ?? "new"}`}
          length={title.length}
          max={COMMUNITY_LIMITS.title}
        />
        <FormField
          label={t("bulletin.contentLabel")}
          error={fieldMessage(t, errors.content?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("content")} />
        </FormField>
        <CharCounter
          id={`bulletin-content-counter-${entry?.id ?? "new"}`}
          length={content.length}
          max={COMMUNITY_LIMITS.text}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={title.trim() === "" || content.trim() === "" || isSubmitting}>
            {entry
              ? isSubmitting
                ? t("bulletin.saving")
                : t("bulletin.save")
              : isSubmitting
                ? t("bulletin.sending")
                : t("bulletin.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
