import type { DeliveryRule } from '@shop/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { deliveryRules } from '../../db/schema/index.ts';

type StoredRule = Required<DeliveryRule>;

const ruleColumns = {
  prefix: deliveryRules.prefix,
  serviceable: deliveryRules.serviceable,
  cod: deliveryRules.cod,
  extraDays: deliveryRules.extraDays,
};

export async function listDeliveryRules(db: DbOrTx): Promise<StoredRule[]> {
  return db.select(ruleColumns).from(deliveryRules).orderBy(asc(deliveryRules.prefix));
}

/** The owner's rule that decides for this PIN: the longest prefix of it that has a rule. */
export async function ruleForPincode(db: DbOrTx, pincode: string): Promise<StoredRule | undefined> {
  const prefixes = Array.from({ length: pincode.length }, (_, i) => pincode.slice(0, i + 1));
  const [rule] = await selectLongestRule(db, { prefixes });
  return rule;
}

/** Asked on every checkout and quote: a named statement (decision 0124), the PIN's prefixes as one array. */
const selectLongestRule = preparedStatement(
  (db) =>
    db
      .select(ruleColumns)
      .from(deliveryRules)
      .where(sql`${deliveryRules.prefix} = any(${sql.placeholder('prefixes')})`)
      .orderBy(sql`length(${deliveryRules.prefix}) desc`)
      .limit(1),
  'delivery_rule_of_pin',
);

/** Replaces the whole set of rules in one transaction: a failed upload leaves the earlier set as it was. */
export async function replaceDeliveryRules(db: Database, rules: StoredRule[]): Promise<StoredRule[]> {
  return db.transaction(async (tx) => {
    await tx.delete(deliveryRules);
    if (rules.length > 0) await tx.insert(deliveryRules).values(rules);
    return listDeliveryRules(tx);
  });
}
