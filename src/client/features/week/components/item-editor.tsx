import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import type { ListEditing } from "@/client/features/week/components/editable-item";
import { LIST_ITEM_MAX_LENGTH } from "@/shared/journey-fields";

/**
 * The edit form of one list item: the list adder's input with its limits and messages. Enter or
 * "Save" stores the trimmed text, Escape or "Cancel" drops it. Loaded on the first "edit", so the week
 * page's first load does not carry it (decision 198).
 */
export function ItemEditor({
  text,
  editing,
  editLabel,
  onSave,
  onClose,
}: {
  text: string;
  editing: ListEditing;
  editLabel: string;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("week");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = editing.state;

  useEffect(() => input.current?.focus(), []);

  if (!state) return null;
  const save = () => {
    const next = state.text.trim();
    if (!next) return editing.fail(t("lists.empty"));
    if (next.length > LIST_ITEM_MAX_LENGTH)
      return editing.fail(t("lists.tooLong", { max: LIST_ITEM_MAX_LENGTH }));
    if (next !== text) onSave(next);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {editLabel}
      </label>
      <Input
        ref={input}
        id={`${id}-input`}
        value={state.text}
        onChange={(event) => editing.change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `${id}-message` : undefined}
        className="mt-1.5 bg-surface"
      />
      {state.error ? (
        <p id={`${id}-message`} role="alert" className="mt-1.5 text-sm text-danger">
          {state.error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={save}>
          {t("lists.save")}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t("lists.cancel")}
        </Button>
      </div>
    </div>
  );
}
