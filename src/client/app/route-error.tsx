import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { Button } from "@/client/components/ui/button";

/** Shown when a page fails to load (a lost connection while fetching its code, say). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t("errors.pageCrashed")}</h1>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("errors.reload")}
      </Button>
    </section>
  );
}
