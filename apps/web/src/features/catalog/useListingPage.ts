import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentPage } from './listingQuery.ts';

/**
 * The listing's page number, kept in the query string (`?page=`, absent for the first). `lastPage` is the
 * listing's page count once known: a page beyond it (an old link, or filters that now match fewer) is
 * replaced by the last page, replacing the address so Back does not return to the empty one.
 */
export function useListingPage(lastPage: number | undefined) {
  const [params, setParams] = useSearchParams();
  const page = currentPage(params);
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value <= 1) next.delete('page');
    else next.set('page', String(value));
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  useEffect(() => {
    if (lastPage === undefined || page <= Math.max(lastPage, 1)) return;
    const next = new URLSearchParams(params);
    if (lastPage <= 1) next.delete('page');
    else next.set('page', String(lastPage));
    setParams(next, { replace: true });
  }, [lastPage, page, params, setParams]);
  return { page, setPage };
}
