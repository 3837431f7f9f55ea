import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../db/client.ts';
import type { SingleUseLinkTable } from '../../db/schema/mail.ts';
import { HIDDEN_TOKEN } from './hidden-links.ts';
import { mailSettings } from './mail-settings.ts';
import { queueMail } from './outbox.service.ts';
import { storeSingleUseLink } from './single-use-links.ts';

/** The mails whose one job is to carry a single-use link: they all take a first name, the link and its hours. */
type SingleUseLinkMailKind = 'verifyEmail' | 'confirmOffers' | 'guestOrdersLink';

/**
 * Issues a single-use link of an account and queues its mail in the caller's transaction: the link works `hours`
 * hours from `now`, and its token, derived from the secret and the mail's reference, is never stored readable (S46).
 */
export async function mailSingleUseLink(
  tx: DbOrTx,
  table: SingleUseLinkTable,
  link: {
    userId: string;
    secret: string;
    /** Names the kind of link in the mail's reference (`<refPrefix>:<link id>`). */
    refPrefix: string;
    hours: number;
    now: Date;
    to: string;
    firstName: string;
    kind: SingleUseLinkMailKind;
    /** The web page the link opens, e.g. `/confirm-offers`. */
    path: string;
  },
): Promise<void> {
  const linkId = uuidv7();
  const secretRef = `${link.refPrefix}:${linkId}`;
  await storeSingleUseLink(tx, table, {
    id: linkId,
    userId: link.userId,
    secret: link.secret,
    secretRef,
    expiresAt: new Date(link.now.getTime() + link.hours * 3_600_000),
  });
  await queueMail(
    tx,
    link.to,
    link.kind,
    {
      firstName: link.firstName,
      linkUrl: `${mailSettings().appUrl}${link.path}?token=${HIDDEN_TOKEN}`,
      hours: link.hours,
    },
    { secretRef },
  );
}
