/** The orders area's public surface (orders, returns, the shipping desk, invoices): its pages and the orders table the dashboard shows. */
export { AdminInvoicesPage } from './AdminInvoicesPage.tsx';
export { AdminOrderDetailPage } from './AdminOrderDetailPage.tsx';
export { AdminOrdersPage } from './AdminOrdersPage.tsx';
export { OrdersTable } from './OrdersTable.tsx';
export { AdminReturnsPage } from './returns/AdminReturnsPage.tsx';
