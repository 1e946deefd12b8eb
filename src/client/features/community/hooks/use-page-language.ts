import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "@/shared/languages";

export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "de";
}
