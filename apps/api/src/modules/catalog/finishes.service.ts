import type { FinishesInput, FinishesReply } from '@shop/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { defaultFinishLabel, defaultSwatch } from './finishes-view.ts';

const memberColumns = {
  id: products.id,
  title: products.title,
  color: products.color,
  groupId: products.designGroupId,
  label: products.finishLabel,
  swatch: products.finishSwatch,
  listed: products.listed,
  slug: products.slug,
  imageUrl: products.imageUrl,
  totalQuantity: products.totalQuantity,
};
type Member = Awaited<ReturnType<typeof lockMembers>>[number];

/** The products named and the current members of their groups, locked in id order (as stock changes lock them). */
async function lockMembers(tx: Tx, ids: string[]) {
  const named = await tx
    .select({ groupId: products.designGroupId })
    .from(products)
    .where(inArray(products.id, ids));
  const groups = [...new Set(named.map((n) => n.groupId).filter((g): g is string => g !== null))];
  return tx
    .select(memberColumns)
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        groups.length > 0
          ? or(inArray(products.id, ids), inArray(products.designGroupId, groups))
          : inArray(products.id, ids),
      ),
    )
    .orderBy(asc(products.id))
    .for('no key update');
}

const ungroup = { designGroupId: null, finishLabel: null, finishSwatch: null, finishPosition: 0 };

function finishesReply(members: Member[], order: string[]): FinishesReply {
  const byId = new Map(members.map((m) => [m.id, m]));
  return {
    finishes: order.flatMap((id) => {
      const m = byId.get(id);
      return m
        ? [
            {
              productId: m.id,
              slug: m.slug,
              label: m.label ?? defaultFinishLabel(m.color),
              color: m.swatch ?? defaultSwatch(m.color),
              inStock: m.totalQuantity > 0,
              thumbnail: m.imageUrl,
              listed: m.listed,
            },
          ]
        : [];
    }),
  };
}

/**
 * `PUT /api/admin/products/{id}/finishes`: the product's design becomes exactly these products, in this order.
 * A product already in another design is refused (one group per product: take it out there first); products
 * dropped from the design stand alone again; a design left with one product is no design. Audited.
 */
export async function setFinishes(
  db: Database,
  actor: AuthUser,
  id: string,
  input: FinishesInput,
): Promise<FinishesReply> {
  return db.transaction((tx) => setFinishesIn(tx, actor, id, input));
}

/**
 * setFinishes in the caller's transaction. `takeOver` (a catalogue import, which states every design whole)
 * takes products out of another design instead of refusing them.
 */
export async function setFinishesIn(
  tx: Tx,
  actor: AuthUser,
  id: string,
  input: FinishesInput,
  takeOver = false,
): Promise<FinishesReply> {
  const ids = [...new Set(input.productIds.includes(id) ? input.productIds : [id, ...input.productIds])];
  for (const key of [...Object.keys(input.labels), ...Object.keys(input.colors)])
    if (!ids.includes(key))
      throw badRequest(`A label or colour is given for ${key}, which is not one of the finishes`, {
        field: 'labels',
      });
  const members = await lockMembers(tx, ids);
  const self = members.find((m) => m.id === id);
  if (!self) throw notFound('Product');
  const missing = ids.filter((pid) => !members.some((m) => m.id === pid));
  if (missing.length > 0)
    throw badRequest(`No product with id ${missing.join(', ')}`, { field: 'productIds', missing });
  const group = self.groupId;
  for (const pid of ids) {
    const m = members.find((x) => x.id === pid);
    if (m && m.groupId !== null && m.groupId !== group && !takeOver)
      throw conflict(
        'CONFLICT',
        `"${m.title}" is already a finish of another design: take it out of that design first.`,
        { productId: pid },
      );
  }
  const before = group ? members.filter((m) => m.groupId === group).map((m) => m.id) : [];
  const dropped = before.filter((pid) => !ids.includes(pid));
  const alone = ids.length < 2;
  const cleared = alone ? before.concat(ids) : dropped;
  if (cleared.length > 0) await tx.update(products).set(ungroup).where(inArray(products.id, cleared));
  if (!alone) {
    const groupId = group ?? uuidv7();
    for (const [position, pid] of ids.entries()) {
      const m = members.find((x) => x.id === pid);
      const sameGroup = m?.groupId === groupId;
      await tx
        .update(products)
        .set({
          designGroupId: groupId,
          finishPosition: position,
          finishLabel: input.labels[pid] ?? (sameGroup ? m?.label : null) ?? null,
          finishSwatch: input.colors[pid] ?? (sameGroup ? m?.swatch : null) ?? null,
        })
        .where(eq(products.id, pid));
    }
  }
  const after = alone ? [] : ids;
  await recordAudit(tx, actor, {
    action: 'product.finishes',
    entityType: 'product',
    entityId: id,
    before: { productIds: before },
    after: { productIds: after, labels: input.labels, colors: input.colors },
  });
  const now = await lockMembers(tx, ids);
  return finishesReply(now, after);
}
