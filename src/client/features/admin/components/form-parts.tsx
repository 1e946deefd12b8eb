import type { ComponentProps, ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { DateInput, TimeInput } from "@/client/components/ui/date-input";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { fieldMessage } from "@/client/features/admin/components/messages";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

/** The optional English fields of a form, grouped under a legend with what happens without them. */
export function LanguageGroup({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{t("common.englishLegend")}</legend>
      <p className="-mt-2 text-sm text-muted">{t("common.englishHint")}</p>
      {children}
    </fieldset>
  );
}

export function FormFooter({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t("common.saving") : t("common.save")}
      </Button>
    </div>
  );
}

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  /** The length limit a "too long" error names. */
  max?: number;
  hint?: string;
};

/** The field's error code (the schema's or the server's) as a sentence. */
function useFieldError<T extends FieldValues>(form: FieldProps<T>["form"], name: Path<T>, max?: number) {
  const { t } = useTranslation("admin");
  return fieldMessage(t, form.getFieldState(name, form.formState).error?.message, max);
}

/** A date (kind "date") or a time of day ("time") typed in the page's form (components/ui/date-input.tsx). */
export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  kind = "date",
}: Omit<FieldProps<T>, "max"> & { kind?: "date" | "time" }) {
  const error = useFieldError(form, name);
  const Field = kind === "date" ? DateInput : TimeInput;
  return (
    <FormField label={label} hint={hint} error={error}>
      <Field control={form.control} name={name} />
    </FormField>
  );
}

/** A labelled one-line field of the form, registered under its name. */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  max,
  hint,
  ...input
}: FieldProps<T> & Omit<ComponentProps<"input">, "form" | "name">) {
  return (
    <FormField label={label} hint={hint} error={useFieldError(form, name, max)}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}

/** A title, German or (lang "en") English: one line, the shared title limit. */
export function TitleField<T extends FieldValues>(props: FieldProps<T> & { lang?: "en" }) {
  return <InputField autoComplete="off" max={COMMUNITY_LIMITS.title} {...props} />;
}

/** A text, German or (lang "en") English: several lines, the shared text limit. */
export function TextField<T extends FieldValues>({ lang, ...field }: FieldProps<T> & { lang?: "en" }) {
  const error = useFieldError(field.form, field.name, COMMUNITY_LIMITS.text);
  return (
    <FormField label={field.label} error={error}>
      <Textarea lang={lang} {...field.form.register(field.name)} />
    </FormField>
  );
}

/** The fields every text item has: title (where it has one) and text in German, then both in English. */
type TextValues = {
  title?: string;
  content: string;
  titleEn?: string | null | undefined;
  contentEn?: string | null | undefined;
};

export function BilingualFields<T extends TextValues>({
  form,
  labels,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  labels: { title?: string; content: string; titleEn?: string; contentEn: string };
}) {
  // T's constraint guarantees these fields; the form is seen as just them.
  const text = form as unknown as UseFormReturn<TextValues, unknown, unknown>;
  return (
    <>
      {labels.title ? <TitleField form={text} name="title" label={labels.title} /> : null}
      <TextField form={text} name="content" label={labels.content} />
      <LanguageGroup>
        {labels.titleEn ? <TitleField form={text} name="titleEn" label={labels.titleEn} lang="en" /> : null}
        <TextField form={text} name="contentEn" label={labels.contentEn} lang="en" />
      </LanguageGroup>
    </>
  );
}

/** Published or draft, for items members see only once published. */
export function PublishedField<T extends { published: boolean }>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const { t } = useTranslation("admin");
  const published = form as unknown as UseFormReturn<{ published: boolean }, unknown, unknown>;
  return (
    <Controller
      control={published.control}
      name="published"
      render={({ field }) => (
        <Checkbox checked={field.value} onCheckedChange={field.onChange} label={t("common.publish")} />
      )}
    />
  );
}
