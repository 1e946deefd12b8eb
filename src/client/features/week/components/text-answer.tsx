import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input, Textarea } from "@/client/components/ui/input";
import type { WeekAutosave } from "@/client/features/week/hooks/use-week-autosave";
import { wholeNumber } from "@/client/lib/format";

/**
 * A text answer stored as one field. Over the limit the text stays on the page and on this device,
 * the message says why it is not saved, and every other field keeps saving.
 */
export function TextAnswer({
  field,
  label,
  placeholder,
  max,
  autosave,
  multiline = true,
  value: controlled,
  onChange,
}: {
  field: string;
  label: string;
  placeholder?: string;
  max: number;
  autosave: WeekAutosave;
  multiline?: boolean;
  /** For a part of a field (the week 4 formula): the value and how to write it back. */
  value?: string;
  onChange?: (next: string) => void;
}) {
  const { t, i18n } = useTranslation("week");
  const id = useId();
  const text = controlled ?? autosave.value<string>(field, "");
  const tooLong = text.length > max;
  const set = onChange ?? ((next: string) => autosave.set(field, next));
  const props = {
    id: `${id}-text`,
    value: text,
    placeholder,
    "aria-invalid": tooLong || undefined,
    "aria-describedby": tooLong ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={`${id}-text`} className="block font-medium">
        {label}
      </label>
      {multiline ? (
        <Textarea {...props} className="mt-1.5" onChange={(event) => set(event.target.value)} />
      ) : (
        // A one-line answer: a pasted line break becomes a space.
        <Input
          {...props}
          className="mt-1.5"
          onChange={(event) => set(event.target.value.replace(/[\r\n]+/g, " "))}
        />
      )}
      {tooLong ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {t("lists.textTooLong", { max: wholeNumber(max, i18n.language) })}
        </p>
      ) : null}
    </div>
  );
}
