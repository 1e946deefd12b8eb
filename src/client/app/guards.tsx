import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from "react-router";
import { LoadingState } from "@/client/components/ui/spinner";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { paths, REDIRECT_PARAM, safeRedirectTarget } from "@/shared/routes";

function useLoginRedirect() {
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(origin)}`;
}

/** A route may name a message (a "common" key) that tells a visitor why they must sign in first. */
export type GuardHandle = { visitorNotice?: string };

/** Signed-in routes: visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const loginUrl = useLoginRedirect();
  const notice = useMatches()
    .map((match) => (match.handle as GuardHandle | undefined)?.visitorNotice)
    .find(Boolean);
  if (session.isPending) return <LoadingState label={t("loading")} />;
  if (!session.data?.user) return <RedirectWithNotice to={loginUrl} notice={notice} />;
  return <Outlet />;
}

function RedirectWithNotice({ to, notice }: { to: string; notice?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notice) toast.error(translateCode(t, notice), { id: notice });
  }, [notice, t]);
  return <Navigate to={to} replace />;
}

/** Admin routes: a permission check state, then the page or a denial on the landing page. */
export function RequireAdmin() {
  const { t } = useTranslation();
  const session = useSession();
  const loginUrl = useLoginRedirect();
  if (session.isPending) return <LoadingState label={t("guard.checkingPermissions")} />;
  if (!session.data?.user) return <Navigate to={loginUrl} replace />;
  if (!session.data.isAdmin) return <AccessDenied />;
  return <Outlet />;
}

function AccessDenied() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("guard.accessDenied"), { id: "access-denied" });
  }, [t]);
  return <Navigate to={paths.home} replace />;
}

/** Login and register are for visitors; a signed-in user goes to the remembered origin, else to /. */
export function RequireVisitor() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.isPending) return <LoadingState label={t("loading")} />;
  if (session.data?.user) {
    // The router applies a new URL in a transition, while a session read renders at once: right after
    // sign-up the guard can render before the router sees ?redirectTo. The address bar is current.
    const target =
      new URLSearchParams(window.location.search).get(REDIRECT_PARAM) ?? searchParams.get(REDIRECT_PARAM);
    return <Navigate to={safeRedirectTarget(target)} replace />;
  }
  return <Outlet />;
}
