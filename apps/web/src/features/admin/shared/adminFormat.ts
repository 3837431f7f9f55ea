import { COLOR_LABELS, type Color, NAVIGATION, type ThirdLevelCategory } from '@shop/contracts';
import { useEffect } from 'react';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const countFormat = new Intl.NumberFormat('en-IN');

export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** 12,34,567 with Indian grouping. */
export const formatCount = (value: number): string => countFormat.format(value);

export interface CategoryOption {
  id: ThirdLevelCategory;
  /** "Rings" */
  name: string;
  /** "men" or "women" */
  top: 'men' | 'women';
  /** "Rings · Women" */
  label: string;
}

/** The seven third-level categories of the navigation data, women's first as the storefront menu lists them. */
export const CATEGORY_OPTIONS: CategoryOption[] = NAVIGATION.categories.flatMap((category) =>
  category.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id,
      name: item.name,
      top: category.id,
      label: `${item.name} · ${category.name}`,
    })),
  ),
);

export function categoryLabel(id: string): string {
  return CATEGORY_OPTIONS.find((c) => c.id === id)?.label ?? id;
}

export function colorLabel(color: string): string {
  return COLOR_LABELS[color as Color] ?? color;
}

/** Sets the browser tab's title for an admin page. */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | MoonMade Admin`;
  }, [title]);
}

/** An unpaid order cancelled because its customer went through checkout again: not a real cancellation. */
export function isReplacedCheckout(order: {
  orderStatus: string;
  statusHistory: { status: string; reason?: string | undefined }[];
}): boolean {
  return order.orderStatus === 'CANCELLED' && order.statusHistory.at(-1)?.reason === 'replaced';
}
