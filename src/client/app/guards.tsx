import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoadingState } from "@/client/components/ui/spinner";
import { useOfflineSignInNeeded } from "@/client/lib/online";
import { useSession } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import { translateCode } from "@/client/lib/translate-code";
import { paths, REDIRECT_PARAM, safeRedirectTarget, VISITOR_NOTICES } from "@/shared/routes";

/**
 * The guards of the members', the visitors' and the admin's pages, for what changes in the browser (a
 * sign-in, a sign-out in another tab): the server's loaders already sent anyone on who opened the page
 * in the wrong state (`routes/members.tsx`, `visitors.tsx`, `admin.tsx`). They move on in an effect,
 * never while rendering, so the server's render and the first one here stay the same.
 */
function useMoveOn(to: string | null, notice?: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (to === null) return;
    if (notice) toast.error(translateCode(t, notice), { id: notice });
    navigate(to, { replace: true });
  }, [to, notice, navigate, t]);
}

function useLoginRedirect() {
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${REDIRECT_PARAM}=${encodeURIComponent(origin)}`;
}

/**
 * Signed-in routes: visitors go to /login, which brings them back here afterwards. Offline, once the
 * member's copies were removed as too old, the page shows nothing of them and stays: the site layout's
 * notice says to sign in again online (decision 254), which the sign-in form could not do offline.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const loginUrl = useLoginRedirect();
  const { pathname } = useLocation();
  const signInNeeded = useOfflineSignInNeeded();
  const visitor = !session.isPending && !session.data?.user;
  useMoveOn(visitor && !signInNeeded ? loginUrl : null, VISITOR_NOTICES[pathname]);
  if (signInNeeded) return null;
  if (session.isPending || visitor) return <LoadingState label={t("loading")} />;
  return <Outlet />;
}

/** Admin routes: the page for an admin; a visitor goes to sign in, a member to / with the denial. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const loginUrl = useLoginRedirect();
  const user = session.data?.user;
  const denied = !session.isPending && Boolean(user) && !session.data?.isAdmin;
  useMoveOn(
    session.isPending ? null : !user ? loginUrl : denied ? paths.home : null,
    denied ? "guard.accessDenied" : undefined,
  );
  if (session.isPending || !user || denied) return <LoadingState label={t("guard.checkingPermissions")} />;
  return children ?? <Outlet />;
}

/** Login and register are for visitors; a signed-in user goes to the remembered origin, else to /. */
export function RequireVisitor() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const signedIn = Boolean(session.data?.user);
  useMoveOn(signedIn ? safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) : null);
  if (session.isPending) return <LoadingState label={t("loading")} />;
  if (signedIn) return <LoadingState label={t("loading")} />;
  return <Outlet />;
}
