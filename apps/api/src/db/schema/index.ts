export * from './audit.ts';
export * from './carts.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './search.ts';
export * from './users.ts';
export * from './wishlist.ts';
