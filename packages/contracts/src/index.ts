export * from './catalog.ts';
export * from './demoArt.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './pages.ts';
export * from './schemas/index.ts';
export * from './states.ts';
