import type { SxProps, Theme } from '@mui/material/styles';
import { type ComponentType, createContext } from 'react';

/** The control a product card shows in its top right corner, given the piece's id and title. */
export type CornerControl = ComponentType<{ productId: string; title: string; sx?: SxProps<Theme> }>;

/**
 * Which control that is: app/Providers.tsx gives the wishlist's heart, so the card (below the features) does not
 * import the wishlist feature. Without a provider the card shows none.
 */
export const ProductCardCorner = createContext<CornerControl | null>(null);
