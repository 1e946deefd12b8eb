import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { useUpdateProfile } from "@/client/features/profile/api/profile-api";
import { ProfileSection } from "@/client/features/profile/components/section";
import { persistLanguage } from "@/client/lib/browser-state";
import { errorMessage } from "@/client/lib/error-message";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { LANGUAGES } from "@/shared/languages";
import type { ProfileDetails as Details, ProfileSettings } from "@/shared/profile-schemas";
import { timeZoneList } from "@/shared/time-zones";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/profile-schemas").then((module) => module.profileDetailsSchema),
);

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
 * Name, language and time zone; a new language applies to the page at once and to later e-mails,
 * the time zone to the calendar reminders of week 5 (decision 196).
 */
export function DetailsForm({ settings }: { settings: ProfileSettings }) {
  const { t, i18n } = useTranslation("profile");
  const update = useUpdateProfile();
  const languageId = useId();
  const timeZoneId = useId();
  const zones = useMemo(groupedTimeZones, []);
  const form = useForm<Details>({
    resolver: schemaResolver,
    values: {
      fullName: settings.fullName,
      language: settings.language,
      timeZone: settings.timeZone ?? settings.defaultTimeZone,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // Only what was changed: saving a new name must not also rewrite the language, and vice versa.
    const { dirtyFields } = form.formState;
    try {
      await update.mutateAsync({
        ...(dirtyFields.fullName ? { fullName: values.fullName } : {}),
        ...(dirtyFields.language ? { language: values.language } : {}),
        ...(dirtyFields.timeZone ? { timeZone: values.timeZone } : {}),
      });
      // The notice speaks the language just chosen; `t` still speaks the one of the render before.
      const language = dirtyFields.language ? values.language : i18n.language;
      if (dirtyFields.language) {
        persistLanguage(values.language);
        // The session refetch above may already be switching the page to the profile's language.
        if (values.language !== i18n.resolvedLanguage) await i18n.changeLanguage(values.language);
      }
      // That language's texts load lazily, and a switch begun by the session refetch may not have
      // finished: without them the notice would fall back to German.
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces("profile");
      toast.success(i18n.getFixedT(language, "profile")("details.saved"));
    } catch (err) {
      // Only the shared schema's validation keys: this form translates no other code.
      const only = (code: string) => code.startsWith("validation.");
      if (!showServerFieldErrors(form, err, ["fullName", "language", "timeZone"], { only })) {
        toast.error(errorMessage(t, err));
      }
    }
  });

  return (
    <ProfileSection title={t("details.title")}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField
          label={t("details.name")}
          error={errors.fullName?.message && translateCode(t, errors.fullName.message)}
        >
          <Input autoComplete="given-name" {...form.register("fullName")} />
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
            {...form.register("language")}
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
            {...form.register("timeZone")}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={`${timeZoneId}-hint`}
            className="h-11 w-full rounded-md border border-control bg-surface px-3 text-base"
          >
            {zones.map(([region, list]) => (
              <optgroup key={region} label={region}>
                {list.map((zone) => (
                  <option key={zone} value={zone}>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </optgroup>
            ))}
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
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t("details.saving") : t("details.save")}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
