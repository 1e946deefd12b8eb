import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Textarea } from "@/client/components/ui/input";
import { CharCounter } from "@/client/features/community/components/char-counter";
import { communityError, fieldMessage } from "@/client/features/community/components/messages";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.createCommentSchema),
);

type Values = { text: string };

/**
 * 'Kommentieren' stays disabled while the text is blank after trimming or while it is being sent.
 * With `initialText` it edits a comment (decision 180): the same field, limits and error texts.
 */
export function CommentForm({
  onSubmit,
  label,
  initialText,
  onCancel,
}: {
  onSubmit: (text: string) => Promise<unknown>;
  label?: string;
  initialText?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("community");
  const id = useId();
  const editing = initialText !== undefined;
  const form = useForm<Values>({ resolver: schemaResolver, defaultValues: { text: initialText ?? "" } });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const { errors, isSubmitting } = form.formState;
  const error = fieldMessage(t, errors.text?.message, COMMUNITY_LIMITS.comment);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.text);
      form.reset({ text: editing ? values.text : "" });
      toast.success(editing ? t("comments.saved") : t("comments.added"));
    } catch (err) {
      if (!showServerFieldErrors(form, err, ["text"])) toast.error(communityError(t, err));
    }
  });

  const describedBy = [error ? `${id}-error` : null, `${id}-counter`].filter(Boolean).join(" ");
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className={`${editing ? "mt-1" : "mt-4"} flex flex-col gap-2`}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {label ?? (editing ? t("comments.editLabel") : t("comments.label"))}
      </label>
      <Textarea
        id={`${id}-text`}
        autoFocus={editing}
        className="min-h-20"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register("text")}
      />
      <CharCounter id={`${id}-counter`} length={text.length} max={COMMUNITY_LIMITS.comment} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === "" || isSubmitting}>
          {editing
            ? isSubmitting
              ? t("comments.saving")
              : t("comments.save")
            : isSubmitting
              ? t("comments.sending")
              : t("comments.submit")}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            {t("comments.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
