import PenLine from "lucide-react/icons/pen-line";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { LIST_ITEM_MAX_LENGTH } from "@/shared/journey-fields";

type EditState = { index: number; text: string; error: string | null };

/**
 * Which item of a list (week 3's action ideas, week 4's drafts) is being edited, with its unsaved text.
 * It lives with the list, not the item, so removing an item above the one being edited keeps the edit
 * on its item even where items are keyed by position.
 */
export function useListEditing(length: number) {
  const [state, setState] = useState<EditState | null>(null);
  return {
    // A list that shrank under the edit (a conflict resolved, say) ends it.
    state: state !== null && state.index < length ? state : null,
    start: (index: number, text: string) => setState({ index, text, error: null }),
    change: (text: string) => setState((s) => s && { ...s, text, error: null }),
    fail: (error: string) => setState((s) => s && { ...s, error }),
    stop: () => setState(null),
    removed: (index: number) =>
      setState((s) => {
        if (!s || s.index < index) return s;
        return s.index === index ? null : { ...s, index: s.index - 1 };
      }),
  };
}

export type ListEditing = ReturnType<typeof useListEditing>;

/**
 * One list item's text with "edit" and "remove"; editing turns it into the adder's input with the
 * adder's limits and messages. Enter or "Save" stores it, Escape or "Cancel" drops the change, and
 * either way the focus returns to the item's edit button.
 */
export function EditableItem({
  index,
  text,
  editing,
  editLabel,
  onSave,
  onRemove,
  as: Text = "span",
  textClassName,
}: {
  index: number;
  text: string;
  editing: ListEditing;
  /** The input's label while editing, e.g. "Edit draft 2". */
  editLabel: string;
  onSave: (text: string) => void;
  onRemove: () => void;
  as?: "span" | "p";
  textClassName: string;
}) {
  const { t } = useTranslation("week");
  const id = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const state = editing.state?.index === index ? editing.state : null;
  const isEditing = state !== null;

  useEffect(() => {
    if (isEditing) input.current?.focus();
    else if (returnFocus) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [isEditing, returnFocus]);

  const close = () => {
    setReturnFocus(true);
    editing.stop();
  };
  const save = () => {
    if (!state) return;
    const next = state.text.trim();
    if (!next) return editing.fail(t("lists.empty"));
    if (next.length > LIST_ITEM_MAX_LENGTH)
      return editing.fail(t("lists.tooLong", { max: LIST_ITEM_MAX_LENGTH }));
    if (next !== text) onSave(next);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  if (state) {
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
          <Button size="sm" variant="secondary" onClick={close}>
            {t("lists.cancel")}
          </Button>
        </div>
      </div>
    );
  }
  const iconButton = "rounded-md p-1 text-muted hover:bg-surface hover:text-foreground";
  return (
    <>
      <Text className={textClassName}>{text}</Text>
      <button
        ref={editButton}
        type="button"
        onClick={() => editing.start(index, text)}
        aria-label={t("lists.edit", { item: text })}
        className={iconButton}
      >
        <PenLine aria-hidden size={16} />
      </button>
      <button
        type="button"
        onClick={() => {
          editing.removed(index);
          onRemove();
        }}
        aria-label={t("lists.remove", { item: text })}
        className={iconButton}
      >
        <X aria-hidden size={16} />
      </button>
    </>
  );
}
