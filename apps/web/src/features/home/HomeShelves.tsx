import { useQuery } from '@tanstack/react-query';
import { ProductRow } from '../../components/ProductRow.tsx';
import { formatRupees } from '../../lib/money.ts';
import { bestsellersQuery, newArrivalsQuery, UNDER_PRICE, underPriceQuery } from './homeShelves.ts';

/** The home page's rows below the tiles: what sells, what is new, gifts within a budget. A row that fails is left out. */
export default function HomeShelves() {
  const bestsellers = useQuery(bestsellersQuery());
  const newArrivals = useQuery(newArrivalsQuery());
  const underPrice = useQuery(underPriceQuery());
  const rows = [
    { title: 'Bestsellers', eyebrow: 'Loved by our customers', query: bestsellers },
    { title: 'New Arrivals', eyebrow: 'Just in', query: newArrivals },
    { title: `Under ${formatRupees(UNDER_PRICE)}`, eyebrow: 'Gifts within budget', query: underPrice },
  ];
  return (
    <>
      {rows.map(({ title, eyebrow, query }) =>
        query.isError ? null : (
          <ProductRow key={title} title={title} eyebrow={eyebrow} products={query.data?.content} />
        ),
      )}
    </>
  );
}
