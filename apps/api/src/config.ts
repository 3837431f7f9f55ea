import { z } from 'zod';

/**
 * The only reader of process.env. Every setting the shop has is here, with its default;
 * the README's configuration table documents the same list.
 */
const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a URL like postgres://user:password@host:5432/database')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: boolean.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters of random data').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PAYMENT_GATEWAY: z.enum(['simulated', 'razorpay']).default('simulated'),
  /** How often background jobs (expiring unpaid orders, reconciling payments) run; 0 turns them off. */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  DELIVERY_CHARGE: z.coerce.number().min(0).default(0),
  FREE_DELIVERY_MIN: z.coerce.number().min(0).default(0),
  REDIS_URL: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: boolean.default(false),
  /** How long a listing's product count is reused (the page itself is always fresh); 0 turns it off. */
  LISTING_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Adds GET /__bench/hello, the bare route `npm run bench` measures as its baseline. */
  BENCH_ROUTES: boolean.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_URL'> {
  APP_URL: string;
  /** True when no DATABASE_URL is given and the server runs its own PostgreSQL under DATA_DIR. */
  embeddedDatabase: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the server with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required in production (at least 32 random bytes)',
    );
  }
  if (values.PAYMENT_GATEWAY === 'razorpay') {
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!values[key])
        throw new ConfigError(`Invalid configuration: ${key} is required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  return {
    ...values,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    embeddedDatabase: !values.DATABASE_URL,
    isProduction,
  };
}
