/** The customers area's public surface: its pages. */
export { AdminCustomerPage } from './AdminCustomerPage.tsx';
export { AdminCustomersPage } from './AdminCustomersPage.tsx';
