import { type ComponentProps, useEffect, useId, useState } from "react";
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/client/components/ui/input";
import { numericDate, parseClockTime, parseNumericDate, weekdayCalendarDate } from "@/client/lib/format";

type Kind = "date" | "time";
type InputProps = Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "type">;
type Props<T extends FieldValues, N extends FieldPath<T>, U> = UseControllerProps<T, N, U> & InputProps;

/**
 * Date and time fields in the page's language, whatever the browser's: a native date or time input
 * shows the browser's locale (11/28/2026, 06:30 PM on a German page). The form keeps yyyy-mm-dd and
 * HH:mm; the field shows 28.11.2026 / 28/11/2026 and 18:30. Text that is no date goes to the form as
 * typed, so the form's own check names the error.
 */
function TypedField<T extends FieldValues, N extends FieldPath<T>, U>({
  kind,
  control,
  name,
  ...props
}: Props<T, N, U> & { kind: Kind }) {
  const { t, i18n } = useTranslation("common");
  const language = i18n.language;
  const weekdayId = useId();
  const { field } = useController({ control, name });
  const value = typeof field.value === "string" ? field.value : "";
  const parse = kind === "date" ? parseNumericDate : parseClockTime;
  const show = (stored: string) =>
    kind === "date" && parseNumericDate(stored) ? numericDate(stored, language) : stored;
  const [text, setText] = useState(() => show(value));
  // A value set from outside (a reset, another language) replaces what is shown; typing does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the stored value or language re-renders the text
  useEffect(() => {
    setText((current) => ((parse(current) ?? current) === value ? current : show(value)));
  }, [value, language]);
  const parsed = parse(text);
  const describedBy = [props["aria-describedby"], kind === "date" && parsed ? weekdayId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <Input
        {...props}
        ref={field.ref}
        name={field.name}
        autoComplete="off"
        inputMode={kind === "date" ? "numeric" : "text"}
        placeholder={t(kind === "date" ? "dateInput.date" : "dateInput.time")}
        aria-describedby={describedBy || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parse(event.target.value) ?? event.target.value);
        }}
        onBlur={() => {
          if (parsed) setText(show(parsed));
          field.onBlur();
        }}
      />
      {kind === "date" && parsed ? (
        <p id={weekdayId} className="text-sm text-muted">
          {weekdayCalendarDate(parsed, language)}
        </p>
      ) : null}
    </>
  );
}

/** A calendar date (form value yyyy-mm-dd) typed as 28.11.2026 / 28/11/2026, its weekday below. */
export function DateInput<T extends FieldValues, N extends FieldPath<T>, U>(props: Props<T, N, U>) {
  return <TypedField kind="date" {...props} />;
}

/** A time of day (form value HH:mm) on the 24-hour clock in both languages. */
export function TimeInput<T extends FieldValues, N extends FieldPath<T>, U>(props: Props<T, N, U>) {
  return <TypedField kind="time" {...props} />;
}
