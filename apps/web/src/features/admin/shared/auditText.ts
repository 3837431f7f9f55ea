/**
 * The audit log in words: what was done, to what, and which fields changed. Product entries carry whole
 * product snapshots (before and after); order entries carry the status (and archiving) they moved between.
 */

import type { AuditEntry } from '@shop/contracts';
import { formatRupees, orderNumber } from '@shop/contracts';
import { ORDER_STATUS_WORDS } from '../../../lib/orderStatusWords.ts';
import { categoryLabel, colorLabel } from './adminFormat.ts';

const ACTIONS: Record<string, string> = {
  'product.create': 'Added product',
  'product.update': 'Edited product',
  'product.delete': 'Deleted product',
  'picture_import.retry': 'Retried an imported picture of product',
  'order.placed': 'Marked order paid',
  'order.confirmed': 'Confirmed order',
  'order.shipped': 'Shipped order',
  'order.out_for_delivery': 'Sent order out for delivery',
  'order.delivered': 'Delivered order',
  'order.cancelled': 'Cancelled order',
  'order.archive': 'Deleted order',
  'order.collected': 'Collected cash for order',
  'return.request': 'Return requested for order',
  'return.approve': 'Approved return (pickup) for order',
  'return.receive': 'Received returned items of order',
  'return.refund': 'Refunded return of order',
  'return.reject': 'Rejected return for order',
  'coupon.create': 'Added coupon',
  'coupon.update': 'Edited coupon',
  'coupon.deactivate': 'Deactivated coupon',
};

/** "product.update" → "Edited product"; unknown actions ("user.promote") → "User promote". */
export function actionText(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Snapshot = Record<string, unknown>;
const asObject = (value: unknown): Snapshot | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : undefined;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const money = (value: unknown): string => (typeof value === 'number' ? formatRupees(value) : text(value));

/** What the entry is about: a product's title, an order's short id, or the entity id. */
export function subjectText(entry: AuditEntry): string {
  const snapshot = asObject(entry.after) ?? asObject(entry.before);
  if (entry.entityType === 'product' && typeof snapshot?.title === 'string') return snapshot.title;
  if (entry.entityType === 'order') return `Order ${orderNumber(entry.entityId)}`;
  if (entry.entityType === 'coupon' && typeof snapshot?.code === 'string') return `Coupon ${snapshot.code}`;
  if (typeof snapshot?.email === 'string') return snapshot.email;
  return `${entry.entityType} ${orderNumber(entry.entityId)}`;
}

function sizesOf(value: unknown): Map<string, number> {
  const sizes = new Map<string, number>();
  if (Array.isArray(value))
    for (const size of value) {
      const s = asObject(size);
      if (s && typeof s.name === 'string') sizes.set(s.name, Number(s.quantity) || 0);
    }
  return sizes;
}

const sizeName = (name: string) => (/^[a-z]+$/.test(name) ? name.toUpperCase() : name);

function sizeChanges(before: unknown, after: unknown): string[] {
  const was = sizesOf(before);
  const now = sizesOf(after);
  const changes: string[] = [];
  for (const [name, quantity] of now) {
    const old = was.get(name);
    if (old === undefined) changes.push(`size ${sizeName(name)} added (${quantity})`);
    else if (old !== quantity) changes.push(`size ${sizeName(name)}: ${old} → ${quantity}`);
  }
  for (const name of was.keys()) if (!now.has(name)) changes.push(`size ${sizeName(name)} removed`);
  return changes;
}

const PRODUCT_FIELDS: [key: string, label: string, show: (value: unknown) => string][] = [
  ['title', 'title', (v) => `“${text(v)}”`],
  ['price', 'price', money],
  ['discountedPrice', 'discounted price', money],
  ['color', 'colour', (v) => colorLabel(text(v))],
  ['thirdLevelCategory', 'category', (v) => categoryLabel(text(v))],
  ['Image', 'image', () => ''],
  ['description', 'description', () => ''],
  ['listed', 'in the shop', (v) => (v === false ? 'unlisted' : 'listed')],
];

/** The changes of one entry, each a short phrase ("price: ₹1,499 → ₹1,299"). */
export function changeTexts(entry: AuditEntry): string[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  if (entry.entityType === 'order') {
    const changes: string[] = [];
    if (before?.status !== after?.status && after?.status)
      changes.push(
        `${ORDER_STATUS_WORDS[text(before?.status)] ?? text(before?.status)} → ${ORDER_STATUS_WORDS[text(after.status)] ?? text(after.status)}`,
      );
    if (!before?.archivedAt && after?.archivedAt) changes.push('removed from the orders list');
    return changes;
  }
  if (entry.entityType === 'product') {
    if (!before && after)
      return [
        money(after.discountedPrice),
        `${text(after.quantity)} in stock`,
        categoryLabel(text(after.thirdLevelCategory)),
      ];
    if (entry.action === 'picture_import.retry') return [text(before?.reason)].filter(Boolean);
    if (before && after && entry.action === 'product.delete')
      return [`was ${money(before.discountedPrice)}, ${text(before.quantity)} in stock`];
    if (before && after) {
      const changes: string[] = [];
      for (const [key, label, show] of PRODUCT_FIELDS) {
        if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
        const from = show(before[key]);
        const to = show(after[key]);
        changes.push(from || to ? `${label}: ${from} → ${to}` : `${label} changed`);
      }
      changes.push(...sizeChanges(before.sizes, after.sizes));
      return changes.length > 0 ? changes : ['no visible change'];
    }
  }
  // Anything else: the top-level fields whose values differ.
  if (before && after)
    return Object.keys({ ...before, ...after })
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${text(before[key])} → ${text(after[key])}`);
  return [];
}
