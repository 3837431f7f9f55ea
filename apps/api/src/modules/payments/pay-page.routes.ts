import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { LinkStatus } from '../../gateways/payments/gateway.ts';
import {
  effectiveStatus,
  type SimulatedGateway,
  type SimulatedLink,
} from '../../gateways/payments/simulated.ts';
import { findPurchase } from '../gift-cards/gift-card-sales.ts';
import { findOrder } from '../orders/payable-order.ts';
import { messagePage, payPage } from './pay-page.ts';

const LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;

interface Params {
  linkId: string;
}

/**
 * The simulated gateway's hosted page (`GET /pay/:linkId`) and its two buttons. Pay records a captured
 * payment on the link and Fail records nothing; both go back to the shop's return URL with Razorpay's
 * signed query, as Razorpay's own page does.
 */
export function payPageRoutes(db: Database, gateway: SimulatedGateway, appUrl: string): FastifyPluginAsync {
  /** The link's state; an unpaid link of an order cancelled meanwhile counts as cancelled, as we would cancel it. */
  const statusOf = async (link: SimulatedLink): Promise<LinkStatus> => {
    const status = effectiveStatus(link, new Date());
    if (status !== 'created') return status;
    const order = await findOrder(db, link.referenceId);
    if (!order)
      return (await findPurchase(db, link.referenceId))?.status === 'PENDING' ? status : 'cancelled';
    return order.status === 'CANCELLED' ? 'cancelled' : status;
  };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const ordersUrl = `${appUrl}/account/order`;

  const notPayable = (reply: FastifyReply, status: LinkStatus, orderId: string) => {
    const back = `${ordersUrl}/${orderId}`;
    if (status === 'paid')
      return html(
        reply,
        409,
        messagePage('Already paid', 'This payment link has already been paid. Thank you!', back),
      );
    if (status === 'cancelled')
      return html(reply, 410, messagePage('Link cancelled', 'This payment link was cancelled.', back));
    return html(
      reply,
      410,
      messagePage('Link expired', 'This payment link has expired. Please place your order again.', back),
    );
  };
  const unknown = (reply: FastifyReply) =>
    html(reply, 404, messagePage('Link not found', 'There is no payment link at this address.', appUrl));

  /** The link a request names, if it can still be paid; otherwise null, with the page that says why sent. */
  const payableLink = async (linkId: string, reply: FastifyReply): Promise<SimulatedLink | null> => {
    const link = LINK_ID.test(linkId) ? await gateway.findLink(linkId) : undefined;
    if (!link) {
      unknown(reply);
      return null;
    }
    const status = await statusOf(link);
    if (status !== 'created') {
      notPayable(reply, status, link.referenceId);
      return null;
    }
    return link;
  };

  return async (app) => {
    // The buttons post empty HTML forms; their bodies carry nothing we read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    app.get<{ Params: Params }>(
      '/pay/:linkId',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const link = await payableLink(request.params.linkId, reply);
        if (!link) return reply;
        return html(reply, 200, payPage(link));
      },
    );

    app.post<{ Params: Params }>(
      '/pay/:linkId/pay',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const link = await payableLink(request.params.linkId, reply);
        if (!link) return reply;
        const result = await gateway.pay(link.id, new Date());
        if (result.outcome === 'unknown') return unknown(reply);
        if (result.outcome === 'not_payable')
          return notPayable(reply, result.status, result.link.referenceId);
        return reply.header('cache-control', 'no-store').redirect(result.returnUrl, 303);
      },
    );

    app.post<{ Params: Params }>(
      '/pay/:linkId/fail',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const link = await payableLink(request.params.linkId, reply);
        if (!link) return reply;
        return reply.header('cache-control', 'no-store').redirect(gateway.returnUrl(link, 'failed'), 303);
      },
    );
  };
}
