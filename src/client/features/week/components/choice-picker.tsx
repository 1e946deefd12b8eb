import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import { CHOICE_MAX_LENGTH, choiceKey } from "@/shared/journey-fields";

export type ChoicePickerProps = {
  kind: "values" | "strengths";
  title: string;
  description: string;
  suggestions: string[];
  selected: string[];
  onChange: (next: string[]) => void;
  max: number;
  /** Shown once the limit is reached (values: the spec's hint). */
  limitHint: string;
};

/** Suggested words plus the user's own: click to choose, click again to let go. */
export function ChoicePicker({
  kind,
  title,
  description,
  suggestions,
  selected,
  onChange,
  max,
  limitHint,
}: ChoicePickerProps) {
  const { t } = useTranslation("week");
  const id = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const chosen = new Set(selected.map(choiceKey));
  const full = selected.length >= max;
  const chosenList = useRef<HTMLUListElement>(null);
  const customInput = useRef<HTMLInputElement>(null);

  // The remove button that had focus is gone with its chip: focus moves to the chip that took its
  // place (or the one before), else to the field for an own word, never to the page's body.
  const remove = (item: string, index: number) => {
    flushSync(() => onChange(selected.filter((other) => choiceKey(other) !== choiceKey(item))));
    const buttons = chosenList.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else customInput.current?.focus();
  };

  const toggle = (word: string) => {
    if (chosen.has(choiceKey(word))) onChange(selected.filter((item) => choiceKey(item) !== choiceKey(word)));
    else if (!full) onChange([...selected, word]);
  };

  const addCustom = () => {
    const value = draft.trim();
    if (full) return;
    if (!value) return setError(t("values.empty"));
    if (value.length > CHOICE_MAX_LENGTH) return setError(t("values.tooLong", { max: CHOICE_MAX_LENGTH }));
    if (chosen.has(choiceKey(value))) return setError(t(`${kind}.duplicate`));
    // A typed word that matches a suggestion takes the suggestion's spelling.
    const suggestion = suggestions.find((word) => choiceKey(word) === choiceKey(value));
    onChange([...selected, suggestion ?? value]);
    setDraft("");
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addCustom();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{description}</p>
      </div>

      <div className="rounded-lg border border-border bg-surface p-4">
        <p className="text-sm font-medium">
          {kind === "values"
            ? t("values.selected", { count: selected.length, max })
            : t("strengths.selected", { count: selected.length })}
        </p>
        {selected.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t(`${kind}.noneSelected`)}</p>
        ) : (
          <ul ref={chosenList} className="mt-2 flex flex-wrap gap-2">
            {selected.map((item, index) => (
              <li key={choiceKey(item)}>
                <span className="inline-flex items-center gap-1 rounded-full bg-primary py-1 pr-1 pl-3 text-sm font-medium text-primary-foreground">
                  {item}
                  <button
                    type="button"
                    onClick={() => remove(item, index)}
                    aria-label={t("values.remove", { value: item })}
                    className="rounded-full p-1 hover:bg-primary-hover"
                  >
                    <X aria-hidden size={14} />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p role="status" className="mt-3 rounded-md bg-accent-soft p-2.5 text-sm">
            {limitHint}
          </p>
        ) : null}
      </div>

      <div>
        <p className="mb-2 text-sm font-medium text-muted">{t("values.suggestions")}</p>
        <ul className="flex flex-wrap gap-2">
          {suggestions.map((word) => {
            const isChosen = chosen.has(choiceKey(word));
            const blocked = full && !isChosen;
            return (
              <li key={word}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  aria-disabled={blocked || undefined}
                  onClick={() => toggle(word)}
                  className={cn(
                    "rounded-full border px-3 py-1.5 text-sm transition-colors",
                    isChosen
                      ? "border-primary bg-primary-soft font-medium text-primary"
                      : "border-control bg-surface hover:border-primary",
                    // Dimmed by colour, not opacity, so the focus ring keeps its full contrast.
                    blocked &&
                      "cursor-not-allowed border-dashed bg-surface-muted text-muted hover:border-control",
                  )}
                >
                  {word}
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div>
        <label htmlFor={`${id}-custom`} className="text-sm font-medium">
          {t(`${kind}.customLabel`)}
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            ref={customInput}
            id={`${id}-custom`}
            value={draft}
            disabled={full}
            maxLength={CHOICE_MAX_LENGTH + 20}
            placeholder={t(`${kind}.customPlaceholder`)}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="flex-1"
          />
          <Button variant="secondary" onClick={addCustom} disabled={full}>
            <Plus aria-hidden size={18} />
            {t("values.add")}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
