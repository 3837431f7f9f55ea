/** The dashboard area's public surface: the dashboard and the reports page. */
export { AdminDashboardPage } from './AdminDashboardPage.tsx';
export { AdminReportsPage } from './AdminReportsPage.tsx';
