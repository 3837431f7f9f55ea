import { adminInvoicesQuery, adminInvoicesReply, invoiceRangeQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/errors.ts';
import { countAttempt } from '../../lib/rate-limit.ts';
import { startedStream } from '../../lib/started-stream.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { orderViewer } from '../order-access/order-token.ts';
import { DOCUMENT_DOWNLOADS, documentPdf } from './document-files.ts';
import type { DocumentKind } from './documents.ts';
import { documentForViewer, documentsCsv, listDocuments } from './invoices.service.ts';

const DOCUMENTS: [path: string, kind: DocumentKind, missing: () => Error][] = [
  [
    'invoice',
    'invoice',
    () => conflict('NO_INVOICE', 'This order has no tax invoice yet: it is issued when the order is paid.'),
  ],
  [
    'credit-note',
    'credit_note',
    () =>
      conflict(
        'NO_CREDIT_NOTE',
        'This order has no credit note: it has not been cancelled after its invoice.',
      ),
  ],
];

/** GST documents: the PDFs of an order's invoice and credit note, and the back office's register and CSV. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, kind, missing] of DOCUMENTS) {
    app.get(
      `/api/orders/:id/${path}`,
      {
        // A guest's order opens with its token (`?token=`, `X-Order-Token`) too (S56).
        config: { access: 'public' },
        schema: { tags: ['orders'], params: idParams, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const viewer = await orderViewer(app.db, request, request.params.id);
        await countAttempt(app.db, [`documents:user:${viewer.id}`], DOCUMENT_DOWNLOADS);
        const doc = await documentForViewer(app.db, viewer, request.params.id, kind);
        if (!doc) throw missing();
        const pdf = await documentPdf(app.db, doc);
        const filename = `${doc.number.replace(/\//g, '-')}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }

  app.get(
    '/api/admin/invoices',
    adminRoute({ querystring: adminInvoicesQuery, response: { 200: adminInvoicesReply } }),
    async (request) => listDocuments(app.db, request.query),
  );

  app.get(
    '/api/admin/invoices.csv',
    adminRoute({ querystring: invoiceRangeQuery, produces: ['text/csv'] }),
    async (request, reply) => {
      const csv = await startedStream(documentsCsv(app.db, app.database.pool, request.query));
      const range = [request.query.from, request.query.to].filter(Boolean).join('_to_') || 'all';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-documents-${range}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
