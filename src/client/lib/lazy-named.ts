import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `React.lazy` for a named export: our modules export components by name, lazy wants a default.
 * The module loads when the component first renders (or earlier, when `load` is also called ahead).
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })));
}
