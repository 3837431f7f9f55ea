import { useEffect } from 'react';

/** The browser tab's title for a storefront page: "Cart | MoonMade Jewellery". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | MoonMade Jewellery`;
  }, [title]);
}
