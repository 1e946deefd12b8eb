import Languages from "lucide-react/icons/languages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGES, type Language } from "@/shared/languages";

/**
 * Switches the interface language; `onChoose` keeps the choice (the app: this browser and, when signed
 * in, the profile — `app/site-frame.tsx`). On the landing page, which runs no React, its script does that.
 */
export function LanguageSelect({ onChoose }: { onChoose?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <Languages aria-hidden size={18} className="text-muted" />
      <select
        id={id}
        data-language-select
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void i18n.changeLanguage(language);
          onChoose?.(language);
        }}
        className="h-9 rounded-md border border-control bg-surface px-2 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
