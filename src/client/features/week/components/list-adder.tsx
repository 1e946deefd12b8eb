import Plus from "lucide-react/icons/plus";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { LIST_ITEM_MAX_LENGTH, MAX_LIST_ITEMS } from "@/shared/journey-fields";

/**
 * The entry line of a list (action ideas, drafts): adds with the button or Enter, trimmed, blank
 * ignored. At the limit, or when the text is too long, it says so and keeps what was typed.
 */
export function ListAdder({
  label,
  placeholder,
  count,
  onAdd,
}: {
  label: string;
  placeholder: string;
  count: number;
  onAdd: (text: string) => void;
}) {
  const { t } = useTranslation("week");
  const id = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = count >= MAX_LIST_ITEMS;

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (full) return setError(t("lists.full", { max: MAX_LIST_ITEMS }));
    if (text.length > LIST_ITEM_MAX_LENGTH)
      return setError(t("lists.tooLong", { max: LIST_ITEM_MAX_LENGTH }));
    onAdd(text);
    setDraft("");
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  const message = error ?? (full ? t("lists.full", { max: MAX_LIST_ITEMS }) : null);
  return (
    <div>
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      {/* Below the field on a phone, so the field has the whole width for its placeholder. */}
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-input`}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="min-w-0 sm:flex-1"
        />
        <Button variant="secondary" onClick={add} className="self-start sm:self-auto">
          <Plus aria-hidden size={18} />
          {t("lists.add")}
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted">{t("lists.count", { count, max: MAX_LIST_ITEMS })}</p>
      {message ? (
        <p id={`${id}-message`} role="alert" className="mt-1.5 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
