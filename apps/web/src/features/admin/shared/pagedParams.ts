import { useSearchParams } from 'react-router';

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * An admin list's page and page size, kept in the URL (`?page=2&size=50`) so a reload or a shared link shows the
 * same page; `update` sets or (with null, undefined or '') removes parameters without adding history entries.
 */
export function usePagedParams(pageSizes: readonly number[], defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const sizeParam = Number.parseInt(params.get('size') ?? '', 10);
  const pageSize = pageSizes.includes(sizeParam) ? sizeParam : defaultSize;
  const update = (changes: ParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (!value) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { params, page, pageSize, pageSizes, update };
}
