import type { ReactNode } from "react";
import { FormNeedsScriptNotice } from "@/client/components/form-needs-script-notice";
import { PageHeading } from "@/client/components/page-heading";
import { Card } from "@/client/components/ui/card";

/** The calm, narrow layout every sign-in screen shares: heading, intro, one card. */
export function AuthShell({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <PageHeading title={title}>{intro}</PageHeading>
      <FormNeedsScriptNotice className="mb-4" />
      {children ? <Card>{children}</Card> : null}
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </section>
  );
}
