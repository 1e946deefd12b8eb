import { useLoaderData } from "react-router";
import { leaveForLanding } from "@/client/app/landing-route";
import { LandingPage } from "@/client/features/landing/landing-page";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import type { PageHandle } from "@/client/root";

/**
 * The landing page (decision 025): rendered on the server like every page, but not hydrated — its small
 * script (`features/landing/enhance/`) adds what it does in the browser, so a first visit loads a few KB
 * of JavaScript instead of React.
 */
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: PageLoaderArgs) {
  context.countLandingView();
  return {
    ...pageAnswer(context, { namespaces: ["landing", "plans"] }),
    view: context.landingView,
    notice: context.notice,
  };
}

/** A link to / inside the app loads the page afresh: the server renders it, its own script runs. */
export const clientLoader = leaveForLanding;

export const meta = pageMeta;

export default function Landing() {
  const { view, notice } = useLoaderData<typeof loader>();
  return <LandingPage view={view} notice={notice} />;
}
