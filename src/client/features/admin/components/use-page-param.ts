import { useListParams } from "@/client/lib/use-list-params";

/** A list's page number in the address (its own name, so two lists on one page keep their places). */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useListParams();
  const page = Math.max(1, Number(params.get(name)) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete(name);
      else copy.set(name, String(next));
      return copy;
    });
  return [page, setPage];
}
