export const BUILD_MODE: 'production';
export function buildNeeded(distDir: string, sources: string[]): string | null;
export function buildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function markBuilt(distDir: string): void;
