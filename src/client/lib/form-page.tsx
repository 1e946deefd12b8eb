import { type ComponentType, lazy, Suspense } from "react";
import { onFormUse } from "@/client/lib/on-form-use";
import { whenIdle } from "@/client/lib/when-idle";

/**
 * A page that is one form, hydrated after the rest of the page (decision 255): the server renders it
 * whole, and its code (the page with react-hook-form, ~15 KB gzip) loads in the browser once someone
 * starts to use a form or the browser is idle, whichever is first. Until then React keeps the server's
 * markup of the page as it is (a Suspense boundary that waits hydrates later, in place); its fields take
 * typing and its submit button presses once it has hydrated (`Input`, `Button`).
 */
export function formPage<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  let loading: Promise<M> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const firstUse = () =>
    typeof document === "undefined"
      ? start()
      : new Promise<M>((resolve) => {
          const go = () => resolve(start());
          onFormUse(go);
          whenIdle(go);
        });
  const Page = lazy(() => firstUse().then((module) => ({ default: module[name] as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at its top level, so the component is one and the same on every render.
  return function FormPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
