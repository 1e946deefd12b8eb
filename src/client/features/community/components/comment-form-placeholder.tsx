import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Textarea } from "@/client/components/ui/input";

/**
 * The comment form as it first renders, disabled, while its code loads (comment-thread.tsx): the same
 * label, box and button, so the page does not move when the form arrives and nothing typed is lost.
 */
export function CommentFormPlaceholder({ label, editing = false }: { label?: string; editing?: boolean }) {
  const { t } = useTranslation("community");
  const id = useId();
  return (
    <div className={`${editing ? "mt-1" : "mt-4"} flex flex-col gap-2`}>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {label ?? (editing ? t("comments.editLabel") : t("comments.label"))}
      </label>
      <Textarea id={`${id}-text`} className="min-h-20" disabled />
      <div className="flex gap-2">
        <Button type="button" size="sm" disabled>
          {editing ? t("comments.save") : t("comments.submit")}
        </Button>
      </div>
    </div>
  );
}
