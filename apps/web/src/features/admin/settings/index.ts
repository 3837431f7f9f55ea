/** The settings and operations area's public surface (delivery rules, Shiprocket, WhatsApp, jobs, outbox, activity, grievances): its pages and the overdue grievances the dashboard shows. */
export { AdminActivityPage } from './AdminActivityPage.tsx';
export { AdminDeliveryPage } from './AdminDeliveryPage.tsx';
export { AdminGrievancesPage } from './AdminGrievancesPage.tsx';
export { AdminJobsPage } from './AdminJobsPage.tsx';
export { AdminOutboxPage } from './AdminOutboxPage.tsx';
export { AdminShiprocketPage } from './AdminShiprocketPage.tsx';
export { AdminWhatsappPage } from './AdminWhatsappPage.tsx';
export { OverdueGrievances } from './OverdueGrievances.tsx';
