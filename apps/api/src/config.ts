import { findIndianState, gstinProblem, type INDIAN_STATE_NAMES } from '@shop/contracts';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/**
 * The only reader of process.env. Every setting the shop has is here, with its default;
 * docs/configuration.md documents the same list.
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

const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const parsed = parseTrustProxy(raw);
  if ('value' in parsed) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

/** An optional https (or http) address, e.g. a social profile; unset hides the link. */
const webUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional();

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
  /** No default in production: a shop must say how it takes money (S31). Elsewhere `simulated`. */
  PAYMENT_GATEWAY: z.enum(['simulated', 'razorpay']).optional(),
  /** The simulated gateway in production (a demo or staging shop): no money moves, and every page says so. */
  ALLOW_SIMULATED_PAYMENTS: boolean.default(false),
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
  /** Cash on delivery: offered at the summary step for orders up to COD_MAX_ORDER rupees, with a COD_FEE line. */
  COD_ENABLED: boolean.default(true),
  COD_MAX_ORDER: z.coerce.number().min(0).default(5000),
  COD_FEE: z.coerce.number().min(0).max(10_000).default(0),
  /** The gift wrap line at checkout, in rupees; 0 offers wrapping free. */
  GIFT_WRAP_FEE: z.coerce.number().min(0).max(10_000).default(0),
  /** A discount in percent of the items (after any coupon) on orders paid online, not cash on delivery; 0 offers none. */
  PREPAID_DISCOUNT: z.coerce.number().min(0).max(50).default(0),
  /** A cash-on-delivery order not confirmed from its mailed link within this many hours is cancelled. */
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 14)
    .default(24),
  /** Cash on delivery is refused to a customer (account, email or phone) with this many COD parcels returned undelivered; 0 never refuses. */
  COD_BLOCK_AFTER_RTO: z.coerce.number().int().min(0).max(100).default(2),
  /** How many days after delivery a piece can be returned or exchanged (the Returns page quotes it). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Store credit lapses this many days after it is given (goodwill, refunds); 0 never (docs/store-credit-and-gift-cards.md). */
  STORE_CREDIT_EXPIRY_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /** A gift card can be spent for this many days after it is mailed (RBI: gift instruments at least a year). */
  GIFT_CARD_VALID_DAYS: z.coerce.number().int().min(365).max(3650).default(365),
  /** An exchange's new size is held this many days for the return's pickup; then the exchange lapses and the size goes back. */
  EXCHANGE_HOLD_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** The delivery estimate on the product page: "arrives in DELIVERY_DAYS_MIN–DELIVERY_DAYS_MAX working days". */
  DELIVERY_DAYS_MIN: z.coerce.number().int().min(1).max(60).default(3),
  DELIVERY_DAYS_MAX: z.coerce.number().int().min(1).max(60).default(7),
  // The shop's public details: the footer, the information pages and GET /api/shop show them.
  SHOP_NAME: z.string().trim().min(1).max(80).default('MoonMade'),
  /** Required in production (S55): printed on tax invoices and in every mail; the demo's outside production. */
  SUPPORT_EMAIL: z.email().optional(),
  /** Where the owner is told of every new order (paid online, or placed for cash on delivery); SUPPORT_EMAIL if unset. */
  ORDER_ALERT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d\s()-]{6,24}$/, 'must be a phone number such as +91 98765 43210')
    .default('+91 98765 43210'),
  SUPPORT_HOURS: z.string().trim().min(1).max(120).default('Monday to Saturday, 10 AM to 6 PM'),
  /** Required in production (S55): printed on tax invoices; the demo studio's outside production. */
  SHOP_ADDRESS: z.string().trim().min(1).max(300).optional(),
  // The seller on GST tax invoices. Demo values outside production; a real shop must set its own.
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
  SHOP_GSTIN: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((value, ctx) => {
      const problem = gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SHOP_STATE: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const state = findIndianState(value);
      if (state) return state.name;
      ctx.addIssue({ code: 'custom', message: 'must be an Indian state or union territory, e.g. Karnataka' });
      return z.NEVER;
    })
    .optional(),
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask every shop to name (rule 4(4)):
   * required in production, the demo studio's outside it (docs/law.md).
   */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).optional(),
  GRIEVANCE_OFFICER_DESIGNATION: z.string().trim().min(1).max(120).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE: z
    .string()
    .regex(/^\+?[\d\s()-]{6,24}$/, 'must be a phone number such as +91 98765 43210')
    .optional(),
  /** Each product's country of origin unless the product names its own (Legal Metrology e-commerce declarations). */
  SHOP_COUNTRY_OF_ORIGIN: z.string().trim().min(2).max(60).default('India'),
  /** The privacy notice's version that every consent records (DPDP Rules, rule 3); raise it when the notice changes. */
  PRIVACY_NOTICE_VERSION: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,40}$/, 'must be a short label such as 2026-11-28')
    .default('2026-11-28'),
  /** Invoices are numbered {INVOICE_PREFIX}/{YY-YY}/{n}; credit notes use CN. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits, e.g. INV')
    .refine((v) => v !== 'CN', 'must not be CN (the credit notes use it)')
    .default('INV'),
  SOCIAL_INSTAGRAM: webUrl,
  SOCIAL_FACEBOOK: webUrl,
  SOCIAL_YOUTUBE: webUrl,
  SOCIAL_PINTEREST: webUrl,
  /** Where mail goes out, e.g. smtps://user:password@smtp.example.com:465; unset keeps mail in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of the shop's mail; defaults to the shop's name and SUPPORT_EMAIL. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  REDIS_URL: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  /** How long a client may take to send a request's line and headers (Node's requestTimeout), else 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How long a listing's product count is reused (the page itself is always fresh); 0 turns it off. */
  LISTING_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * How long a catalogue reply (listing page, product, navigation, suggestions) is reused in this instance; any
   * catalogue, price or stock change drops it at once through LISTEN/NOTIFY. 0 turns the cache off.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** How long a CDN may keep a catalogue reply (s-maxage), and serve it stale while it fetches a new one. */
  CATALOG_CDN_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  CATALOG_CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Addresses per sitemap file (sitemaps.org allows 50,000); past it `/sitemap.xml` becomes an index of parts. */
  SITEMAP_MAX_URLS: z.coerce.number().int().min(20).max(50_000).default(50_000),
  /** Sizes at or below this many pieces are low stock: listed on the dashboard and in a daily mail to admins. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(3),
  /** A signed-in cart left unchanged this long (with marketing consent) gets one reminder per contents. */
  CART_REMINDER_HOURS: z.coerce.number().min(0.01).max(720).default(4),
  /** This many days after an order is delivered, its customer (with marketing consent) is asked for reviews. */
  REVIEW_REQUEST_DAYS: z.coerce.number().min(0.001).max(365).default(5),
  /**
   * Tests only (refused unless NODE_ENV=test): imported pictures may also come from 127.0.0.1, so a test can
   * serve them from loopback through the real fetch code. Every other check of S58 still applies.
   */
  PICTURE_FETCH_ALLOW_LOOPBACK: boolean.default(false),
  /** Adds GET /__bench/hello, the bare route `npm run bench` measures as its baseline. */
  BENCH_ROUTES: boolean.default(false),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** GET /metrics on a port of its own (kept off the public one), e.g. 9464 (0: any free port, for tests). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** With it, GET /metrics on PORT answers `Authorization: Bearer {METRICS_TOKEN}`; without it (or a port) /metrics is off. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters of random data').optional(),
  /** Where uploaded pictures live: this machine's DATA_DIR/uploads, or an S3-compatible bucket (every instance). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For R2, MinIO or another S3-compatible server, e.g. https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A CDN in front of the bucket; /media/uploads/… then redirects there instead of passing the bytes through. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** `shiprocket` books, labels and tracks parcels through Shiprocket's API (decision 0067); `manual` is the form. */
  SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).default('manual'),
  SHIPROCKET_EMAIL: z.string().min(3).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_API_URL: z.url({ protocol: /^https?$/ }).default('https://apiv2.shiprocket.in/v1/external'),
  /** The token Shiprocket sends in `x-api-key` with its tracking webhooks (S60). */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters of random data').optional(),
  /** The pickup location's nickname exactly as added in the Shiprocket panel. */
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(100).optional(),
  /** WhatsApp Cloud API (off unless the four below are set): the sending phone number's id in Meta's app. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  /** The Meta app's secret: webhooks carry an HMAC-SHA256 of their raw body keyed with it (S63). */
  WHATSAPP_APP_SECRET: z.string().trim().min(1).optional(),
  /** The token typed into Meta's webhook set-up; the verification challenge must name it. */
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  /** The approved templates' language code and names (docs/whatsapp.md gives the text to get approved). */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).max(10).default('en'),
  WHATSAPP_TEMPLATE_ORDER_PLACED: z.string().trim().min(1).default('order_placed'),
  WHATSAPP_TEMPLATE_COD_CONFIRM: z.string().trim().min(1).default('cod_confirm'),
  WHATSAPP_TEMPLATE_COD_CONFIRM_PAY_ONLINE: z.string().trim().min(1).default('cod_confirm_pay_online'),
  WHATSAPP_TEMPLATE_SHIPPED: z.string().trim().min(1).default('order_shipped'),
  WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: z.string().trim().min(1).default('order_out_for_delivery'),
  WHATSAPP_TEMPLATE_DELIVERED: z.string().trim().min(1).default('order_delivered'),
  WHATSAPP_TEMPLATE_REFUNDED: z.string().trim().min(1).default('refund_issued'),
  WHATSAPP_TEMPLATE_CART_REMINDER: z.string().trim().min(1).default('cart_reminder'),
  WHATSAPP_TEMPLATE_BACK_IN_STOCK: z.string().trim().min(1).default('back_in_stock'),
  WHATSAPP_TEMPLATE_TEST: z.string().trim().min(1).default('hello_world'),
  /** The pickup address's PIN (optional: without it, the PIN Shiprocket lists for the pickup location is used). */
  SHIPROCKET_PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'must be a six-digit PIN code')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<
    Env,
    | 'APP_URL'
    | 'PAYMENT_GATEWAY'
    | 'SHOP_LEGAL_NAME'
    | 'SHOP_GSTIN'
    | 'SHOP_STATE'
    | 'SHOP_ADDRESS'
    | 'SUPPORT_EMAIL'
    | 'GRIEVANCE_OFFICER_NAME'
    | 'GRIEVANCE_OFFICER_DESIGNATION'
    | 'GRIEVANCE_OFFICER_EMAIL'
    | 'GRIEVANCE_OFFICER_PHONE'
  > {
  GRIEVANCE_OFFICER_NAME: string;
  GRIEVANCE_OFFICER_DESIGNATION: string;
  GRIEVANCE_OFFICER_EMAIL: string;
  GRIEVANCE_OFFICER_PHONE: string;
  APP_URL: string;
  SHOP_ADDRESS: string;
  SUPPORT_EMAIL: string;
  SHOP_LEGAL_NAME: string;
  SHOP_GSTIN: string;
  SHOP_STATE: (typeof INDIAN_STATE_NAMES)[number];
  PAYMENT_GATEWAY: 'simulated' | 'razorpay';
  /** The simulated gateway is active: no money moves (GET /api/shop tells the web app, which shows a banner). */
  paymentTestMode: boolean;
  /** Settings that work but deserve a line in the start-up output. */
  warnings: string[];
  /** True when no DATABASE_URL is given and the server runs its own PostgreSQL under DATA_DIR. */
  embeddedDatabase: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** S31: in production the gateway is named explicitly, and the simulated one only on purpose. */
function paymentGateway(values: Env, isProduction: boolean): Config['PAYMENT_GATEWAY'] {
  const gateway = values.PAYMENT_GATEWAY ?? (isProduction ? undefined : 'simulated');
  if (!gateway)
    throw new ConfigError(
      'Invalid configuration: PAYMENT_GATEWAY is required in production (razorpay, or simulated with ALLOW_SIMULATED_PAYMENTS=true for a shop where no money moves)',
    );
  if (isProduction && gateway === 'simulated' && !values.ALLOW_SIMULATED_PAYMENTS)
    throw new ConfigError(
      'Invalid configuration: ALLOW_SIMULATED_PAYMENTS=true is required to run PAYMENT_GATEWAY=simulated in production (customers would get paid orders without paying)',
    );
  if (gateway === 'razorpay') {
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!values[key])
        throw new ConfigError(`Invalid configuration: ${key} is required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  return gateway;
}

/** S33: `true` lets any client choose its address; refused in production, a warning elsewhere (tests use it). */
function trustProxyWarnings(trustProxy: TrustProxy, isProduction: boolean): string[] {
  if (trustProxy !== true) return [];
  if (isProduction)
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true is refused in production (any client could forge its address): set the number of proxies in front of the shop, e.g. TRUST_PROXY=1, or their addresses',
    );
  return [
    "TRUST_PROXY=true trusts every X-Forwarded-For entry, so clients can pick their own address: use a hop count (e.g. 1) or the proxies' addresses.",
  ];
}

const demoSeller = {
  SHOP_ADDRESS: 'MoonMade Studio, 2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025',
  SUPPORT_EMAIL: 'care@moonmade.in',
  SHOP_LEGAL_NAME: 'MoonMade Crafts Private Limited',
  SHOP_GSTIN: '29AABCM1234D1ZX',
  SHOP_STATE: 'Karnataka',
} as const;

const SELLER_KEYS = ['SHOP_LEGAL_NAME', 'SHOP_GSTIN', 'SHOP_STATE', 'SHOP_ADDRESS', 'SUPPORT_EMAIL'] as const;

/**
 * The seller's details printed on tax invoices (GST details, address, contact mail; S55): required in production,
 * demo ones elsewhere; the GSTIN's state is SHOP_STATE.
 */
function seller(values: Env, isProduction: boolean) {
  for (const key of SELLER_KEYS) {
    if (isProduction && !values[key])
      throw new ConfigError(
        `Invalid configuration: ${key} is required in production (it is printed on tax invoices)`,
      );
  }
  const result = {
    SHOP_ADDRESS: values.SHOP_ADDRESS ?? demoSeller.SHOP_ADDRESS,
    SUPPORT_EMAIL: values.SUPPORT_EMAIL ?? demoSeller.SUPPORT_EMAIL,
    SHOP_LEGAL_NAME: values.SHOP_LEGAL_NAME ?? demoSeller.SHOP_LEGAL_NAME,
    SHOP_GSTIN: values.SHOP_GSTIN ?? demoSeller.SHOP_GSTIN,
    SHOP_STATE: (values.SHOP_STATE ?? demoSeller.SHOP_STATE) as Config['SHOP_STATE'],
  };
  if (findIndianState(result.SHOP_STATE)?.code !== result.SHOP_GSTIN.slice(0, 2))
    throw new ConfigError(
      `Invalid configuration: SHOP_GSTIN starts with state code ${result.SHOP_GSTIN.slice(0, 2)}, not the code of SHOP_STATE (${result.SHOP_STATE})`,
    );
  return result;
}

const demoGrievanceOfficer = {
  GRIEVANCE_OFFICER_NAME: 'Ananya Rao',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@moonmade.in',
  GRIEVANCE_OFFICER_PHONE: '+91 98765 43211',
} as const;

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(4): the officer's name, designation and contact are shown. */
function grievanceOfficer(values: Env, isProduction: boolean) {
  const keys = Object.keys(demoGrievanceOfficer) as (keyof typeof demoGrievanceOfficer)[];
  for (const key of keys) {
    if (isProduction && !values[key])
      throw new ConfigError(
        `Invalid configuration: ${key} is required in production (the Consumer Protection (E-Commerce) Rules ask every shop to name its grievance officer)`,
      );
  }
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? demoGrievanceOfficer[key]])) as Record<
    (typeof keys)[number],
    string
  >;
}

const SHIPROCKET_KEYS = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_WEBHOOK_TOKEN',
  'SHIPROCKET_PICKUP_LOCATION',
] as const;

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
  if (values.PICTURE_FETCH_ALLOW_LOOPBACK && values.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration: PICTURE_FETCH_ALLOW_LOOPBACK is for tests only (S58)');
  if (values.STORAGE === 's3' && !values.S3_BUCKET)
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE=s3');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use the AWS credential chain)',
    );
  const gateway = paymentGateway(values, isProduction);
  if (values.SHIPPING_PROVIDER === 'shiprocket') {
    for (const key of SHIPROCKET_KEYS) {
      if (!values[key])
        throw new ConfigError(`Invalid configuration: ${key} is required when SHIPPING_PROVIDER=shiprocket`);
    }
  }
  const warnings = trustProxyWarnings(values.TRUST_PROXY, isProduction);
  return {
    ...values,
    ...seller(values, isProduction),
    ...grievanceOfficer(values, isProduction),
    PAYMENT_GATEWAY: gateway,
    paymentTestMode: gateway === 'simulated',
    warnings,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    embeddedDatabase: !values.DATABASE_URL,
    isProduction,
  };
}
