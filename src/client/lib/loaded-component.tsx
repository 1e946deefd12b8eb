import { type ComponentType, use } from "react";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A named export of a module that loads on its own, as a component (like `lazyNamed`), that renders
 * at once when its module is already here: `React.lazy` suspends on its first render even then, so a
 * page whose code was loaded ahead would still show its loading state for a moment (decision 223).
 * `load` must return the same promise on every call until it settles (`loadOnce`).
 */
export function loadedComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<PropsOf<M[K]>> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, like `React.lazy`.
  function Loaded(props: PropsOf<M[K]>) {
    const Component = use(load())[name] as ComponentType<PropsOf<M[K]>>;
    return <Component {...(props as PropsOf<M[K]> & object)} />;
  }
  Loaded.displayName = `Loaded(${String(name)})`;
  return Loaded;
}
