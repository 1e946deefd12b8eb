import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { paths } from "@/shared/routes";

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <section className={NOT_FOUND_SECTION}>
      <NotFoundIntro />
      <p className="mt-3 text-muted">{t("notFound.text", { path: location.pathname })}</p>
      <Link to={paths.home} className={`${buttonClasses("primary")} mt-8`}>
        {t("notFound.home")}
      </Link>
    </section>
  );
}

/** The not-found page's top: "404" and its heading; the text below names the address. */
export function NotFoundIntro() {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-serif text-6xl text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{t("notFound.heading")}</h1>
    </>
  );
}

export const NOT_FOUND_SECTION = "mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center";
