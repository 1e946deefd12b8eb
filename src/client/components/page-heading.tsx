import type { ReactNode } from "react";
import { usePageTitle } from "@/client/lib/page-title";

/** A page's h1, which also sets the document title. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-8">
      {/* Long German compounds ("Datenschutzerklärung") are wider than a 320 px screen at this size. */}
      <h1 className="text-3xl font-semibold hyphens-auto break-words sm:text-4xl">{title}</h1>
      {children ? <div className="mt-3 text-lg text-muted">{children}</div> : null}
    </div>
  );
}
