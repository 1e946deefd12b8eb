import { PenLine, X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyNamed } from "@/client/lib/lazy-named";

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

const ItemEditor = lazyNamed(() => import("@/client/features/week/components/item-editor"), "ItemEditor");

/**
 * One list item's text with "edit" and "remove"; editing turns it into the adder's input with the
 * adder's limits and messages (ItemEditor). Either way out of the edit, the focus returns to the
 * item's edit button.
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
  const editButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const isEditing = editing.state?.index === index;

  useEffect(() => {
    if (!isEditing && returnFocus) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [isEditing, returnFocus]);

  const textNode = <Text className={textClassName}>{text}</Text>;
  if (isEditing) {
    return (
      <Suspense fallback={textNode}>
        <ItemEditor
          text={text}
          editing={editing}
          editLabel={editLabel}
          onSave={onSave}
          onClose={() => {
            setReturnFocus(true);
            editing.stop();
          }}
        />
      </Suspense>
    );
  }
  const iconButton = "rounded-md p-1 text-muted hover:bg-surface hover:text-foreground";
  return (
    <>
      {textNode}
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
