import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useUpdateProfile } from "@/client/features/profile/api/profile-api";
import { DetailsFields } from "@/client/features/profile/components/details-fields";
import { persistLanguage } from "@/client/lib/browser-state";
import { errorMessage } from "@/client/lib/error-message";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { ProfileDetails as Details, ProfileSettings } from "@/shared/profile-schemas";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/profile-schemas").then((module) => module.profileDetailsSchema),
);

/**
 * Name, language and time zone; a new language applies to the page at once and to later e-mails,
 * the time zone to the calendar reminders of week 5 (decision 196). Loaded right after the page
 * rendered, behind the same fields disabled (details-fields.tsx, decision 202).
 */
export function DetailsForm({ settings }: { settings: ProfileSettings }) {
  const { t, i18n } = useTranslation("profile");
  const update = useUpdateProfile();
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
        if (values.language !== i18n.language) await i18n.changeLanguage(values.language);
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
    <DetailsFields
      settings={settings}
      form={{ register: form.register, errors, onSubmit, submitting: isSubmitting, dirty: isDirty }}
    />
  );
}
