import { type FormEventHandler, useId, useMemo } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { ProfileSection } from "@/client/features/profile/components/section";
import { useHydrated } from "@/client/lib/hydrated";
import { translateCode } from "@/client/lib/translate-code";
import { LANGUAGES } from "@/shared/languages";
import type { ProfileDetails as Details, ProfileSettings } from "@/shared/profile-schemas";
import { timeZoneList } from "@/shared/time-zones";

/** The live form's parts (details-form.tsx). */
export type DetailsFormParts = {
  register: UseFormRegister<Details>;
  errors: FieldErrors<Details>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  dirty: boolean;
};

/** The zones grouped by their region ("Europe/Berlin" under "Europe"), for a select that scans well. */
function groupedTimeZones(): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const zone of timeZoneList()) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "UTC";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups];
}

/** "America/Argentina/Buenos_Aires" as "America / Argentina / Buenos Aires": whole, as the closed select shows it. */
function zoneLabel(zone: string): string {
  return zone.replaceAll("_", " ").replaceAll("/", " / ");
}

/**
 * The details section's markup. With `form` it is the form; without, it shows the stored values,
 * disabled, while the form's code (react-hook-form) loads right after the page rendered (decision 202):
 * the same fields in the same place, so nothing moves when the form arrives.
 */
export function DetailsFields({ settings, form }: { settings: ProfileSettings; form?: DetailsFormParts }) {
  const { t } = useTranslation("profile");
  const languageId = useId();
  const timeZoneId = useId();
  // Without the form the select is off and cannot be opened: its stored zone alone shows the same
  // closed select, for a fraction of the markup (the full list is ~420 options, ~24 KB).
  const storedZone = settings.timeZone ?? settings.defaultTimeZone;
  const zones = useMemo(
    (): Array<[string, string[]]> => (form ? groupedTimeZones() : [["", [storedZone]]]),
    [form, storedZone],
  );
  const errors = form?.errors ?? {};
  const stored = (name: keyof Details) => (name === "timeZone" ? storedZone : settings[name]);
  // The stored value is also the server's: react-hook-form fills a registered field only in the browser.
  const field = (name: keyof Details) =>
    form
      ? { ...form.register(name), defaultValue: stored(name) }
      : { name, disabled: true, defaultValue: stored(name) };
  // A choice made in the server's page before hydration would be lost: the selects open then (the
  // name field is read-only until then, `Input`).
  const hydrated = useHydrated();
  const choice = (name: "language" | "timeZone") => ({
    ...field(name),
    ...(hydrated ? {} : { disabled: true }),
  });

  return (
    <ProfileSection title={t("details.title")}>
      <form method="post" onSubmit={form?.onSubmit} noValidate className="flex flex-col gap-5">
        <FormField
          label={t("details.name")}
          error={errors.fullName?.message && translateCode(t, errors.fullName.message)}
        >
          <Input autoComplete="given-name" {...field("fullName")} />
        </FormField>
        <FormField label={t("details.email")} hint={t("details.emailHint")}>
          <Input value={settings.email} readOnly aria-readonly className="bg-surface-muted" />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={languageId} className="text-sm font-medium">
            {t("details.language")}
          </label>
          <select
            id={languageId}
            {...choice("language")}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`language.${language}`, { ns: "common" })}
              </option>
            ))}
          </select>
          <p className="text-sm text-muted">{t("details.languageHint")}</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={timeZoneId} className="text-sm font-medium">
            {t("details.timeZone")}
          </label>
          <select
            id={timeZoneId}
            {...choice("timeZone")}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={`${timeZoneId}-hint`}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {zones.map(([region, list]) => {
              const options = list.map((zone) => (
                <option key={zone} value={zone}>
                  {zoneLabel(zone)}
                </option>
              ));
              return region ? (
                <optgroup key={region} label={region}>
                  {options}
                </optgroup>
              ) : (
                options
              );
            })}
          </select>
          {errors.timeZone?.message ? (
            <p id={`${timeZoneId}-hint`} className="text-sm text-danger" role="alert">
              {translateCode(t, errors.timeZone.message)}
            </p>
          ) : (
            <p id={`${timeZoneId}-hint`} className="text-sm text-muted">
              {t("details.timeZoneHint")}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={!form || form.submitting || !form.dirty}>
            {form?.submitting ? t("details.saving") : t("details.save")}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
