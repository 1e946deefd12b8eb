import { type ComponentType, lazy, Suspense } from "react";

/**
 * A page that is one form, its code loaded apart from the page's first load (decision 255): the server
 * renders it whole, and the browser fetches its code (the page with react-hook-form, ~15 KB gzip) once
 * the page's own modules run — after the first paint, beside hydration — instead of preloading it with
 * them. Until it is there, React keeps the server's markup of the page as it is (a Suspense boundary
 * that waits hydrates later, in place); its fields take typing and its submit button presses once it
 * has hydrated (`Input`, `Button`).
 */
export function formPage<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at its top level, so the component is one and the same on every render.
  return function FormPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
