/**
 * The one place on the server that reads process.env. Parsed once with zod; everything else imports `config`.
 * Every variable is listed in the README's configuration table.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Public origin used in links (emails, push). Defaults to the origin the server prints: http://HOST:PORT
   * (localhost when HOST is a wildcard), so links open the same origin, cookies and service worker.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** External PostgreSQL; when absent an embedded PostgreSQL is started with its data under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Port for the embedded PostgreSQL. 0 picks a free one. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  /** Secret for signing sessions/CSRF. Generated and stored in the database when absent. */
  APP_SECRET: z.string().min(32).optional(),
  /**
   * AES-256-GCM key for TOTP secrets at rest: 32 bytes as 64 hex or 43 base64url characters. Default: derived
   * from the app secret (HKDF). Changing it makes stored secrets unreadable: users set up 2FA again.
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9_-]{43}=?)$/, '32 bytes as 64 hex or 43 base64url characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Largest accepted file upload in bytes (the subscriber CSV import: 100,000 rows). */
  UPLOAD_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024 * 1024),
  SEED_DEMO: bool.default(true),
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Shopfloor <no-reply@shopfloor.local>'),
  /** Domain of the VERP envelope sender of campaign and flow mail (`bounces+<token>@<domain>`); default MAIL_FROM's domain. */
  MAIL_BOUNCE_DOMAIN: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Card payments for orders: `test` (built-in, no network; declines emails containing "decline") or `stripe`. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** Stripe secret key (`sk_…`), required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe Connect client id (ca_…) for the card-payment connection; with PAYMENT_PROVIDER=stripe. */
  STRIPE_CLIENT_ID: z.string().optional(),
  /** DNS servers for custom-domain verification (`1.1.1.1,127.0.0.1:5353`); default: the system's resolvers. */
  DNS_SERVERS: z.string().optional(),
  /** Card provider for billing's payment methods: `test` (built-in, no network) or `stripe` (+ STRIPE_PUBLISHABLE_KEY). */
  BILLING_CARD_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** Stripe publishable key (`pk_…`) the browser's card form uses with BILLING_CARD_PROVIDER=stripe. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@shopfloor.local'),
  DIST_DIR: z.string().default('dist'),
  /**
   * Which reverse proxies may tell us the client's address in X-Forwarded-For: a hop count (`1` = one proxy in
   * front) or comma-separated proxy addresses. Default: none (the socket address is the client).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:]+(\s*,\s*[0-9a-fA-F.:]+)*)?$/, 'a hop count or comma-separated IP addresses')
    .default(''),
  /** Drive: where file contents live — `local` (under DATA_DIR/drive) or `s3` (any S3-compatible service). */
  DRIVE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Drive: default storage quota per project in bytes (the admin project setup overrides it). */
  DRIVE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 1024 ** 3),
  /** Drive: default largest file in bytes (the admin project setup overrides it). */
  DRIVE_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 ** 3),
  /** Image service: the most input pixels sharp decodes (decompression bombs answer 422). */
  IMAGE_MAX_INPUT_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  /** S3-compatible storage (DRIVE_STORAGE=s3): endpoint (empty for AWS), bucket, region and credentials. */
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().default('shopfloor-drive'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = z.infer<typeof schema>;

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const data = parsed.data;
  if (!data.PUBLIC_URL && data.PORT !== 0) data.PUBLIC_URL = `http://${displayHost(data.HOST)}:${data.PORT}`;
  return data;
}

/** The host a person can open: wildcard binds become localhost; IPv6 literals get brackets. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export const config: Config = parseConfig();

export function publicUrl(): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
