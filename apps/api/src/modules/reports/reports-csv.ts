import type { Report, ReportSection } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../lib/csv-cells.ts';

type Table = [string[], ...(string | number)[][]];

/** One section of the report as a table; text from the catalogue or coupons is neutralised (S58). */
function table(report: Report, section: ReportSection): Table {
  switch (section) {
    case 'sales':
      return [
        ['period', 'orders', 'units', 'revenue', 'averageOrderValue'],
        ...report.series.map((p) => [p.period, p.orders, p.units, p.revenue, p.averageOrderValue]),
      ];
    case 'products':
      return [
        ['productId', 'title', 'units', 'revenue'],
        ...report.topProducts.map((p) => [p.productId ?? '', neutraliseCell(p.title), p.units, p.revenue]),
      ];
    case 'categories':
      return [
        ['category', 'units', 'revenue'],
        ...report.topCategories.map((c) => [c.category, c.units, c.revenue]),
      ];
    case 'payments':
      return [
        ['measure', 'value'],
        ['onlineOrders', report.paymentSplit.online.orders],
        ['onlineRevenue', report.paymentSplit.online.revenue],
        ['codOrders', report.paymentSplit.cod.orders],
        ['codRevenue', report.paymentSplit.cod.revenue],
        ['returnRate', report.returnRate],
        ['rtoRate', report.rtoRate],
        ['repeatCustomerRate', report.repeatCustomerRate],
      ];
    case 'coupons':
      return [
        ['code', 'orders', 'discount'],
        ...report.coupons.map((c) => [neutraliseCell(c.code), c.orders, c.discount]),
      ];
  }
}

export const reportCsv = (report: Report, section: ReportSection) =>
  `\uFEFF${stringify(table(report, section))}`;
