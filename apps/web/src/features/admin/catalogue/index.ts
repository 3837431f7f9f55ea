/** The catalogue area's public surface: its pages (for AdminApp) and the low-stock list the dashboard shows. */
export { AdminProductsPage } from './AdminProductsPage.tsx';
export { CreateProductPage } from './CreateProductPage.tsx';
export { EditProductPage } from './EditProductPage.tsx';
export { LowStockList } from './LowStockList.tsx';
