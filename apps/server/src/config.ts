/**
 * The one reader of the environment (README.md#settings). Every setting is validated here; a bad value
 * stops the process at once with one line that names the variable.
 */
import { resolve } from 'node:path';
import { z } from '@recepta/domain';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Recepta <no-reply@example.com>"').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Only for tests against a local OpenID provider; production uses Google's own address. */
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'must be a phone number in international format, digits only (e.g. 50688887777)')
    .optional(),
  WHATSAPP_TEXT: z.string().min(1).max(500, 'must be at most 500 characters').optional(),
  WHATSAPP_GRAPH_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://graph.facebook.com/v23.0'),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number of messages per second, e.g. 80' })
    .positive('must be a number of messages per second, e.g. 80')
    .default(80),
  CHANNEL_TOKEN_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  ASSISTANT_LLM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (e.g. https://api.openai.com/v1)' })
    .optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_LLM_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 500 to 15000' })
    .int('must be a whole number of milliseconds from 500 to 15000')
    .min(500, 'must be a whole number of milliseconds from 500 to 15000')
    .max(15_000, 'must be a whole number of milliseconds from 500 to 15000')
    .default(4000),
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1000 to 600000' })
    .int('must be a whole number of milliseconds from 1000 to 600000')
    .min(1000, 'must be a whole number of milliseconds from 1000 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 1000 to 600000')
    .default(25_000),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 60000' })
    .int('must be a whole number of milliseconds from 0 to 60000')
    .min(0, 'must be a whole number of milliseconds from 0 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 0 to 60000')
    .default(0),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address people open; cookies are Secure when it is https. */
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Read the client address from X-Forwarded-For. Only behind a proxy that overwrites that header:
   * otherwise any client could forge it and slip past the per-address rate limits.
   */
  trustProxy: boolean;
  /** Seed the demo organisation on first start: default on for the embedded database, off on PostgreSQL. */
  seedDemo: boolean;
  /** Signs sessions and tokens. Unset: one is generated once and kept in the database. */
  authSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; issuerUrl: string | undefined } | undefined;
  /** Where the landing's plan and demo buttons open a WhatsApp chat. */
  whatsapp: { number: string | undefined; text: string };
  /** The WhatsApp Cloud API channel (docs/api.md#the-whatsapp-loop). */
  channel: {
    /** Graph API base with its version; tests point it at a local fake. */
    graphUrl: string;
    /** HMAC key of Meta's webhook signatures; unset: every signed webhook is refused. */
    appSecret: string | undefined;
    /** What Meta's webhook handshake must present; unset: generated once and kept in the database. */
    verifyToken: string | undefined;
    /** Key (hex) that encrypts stored access tokens; unset: generated once into DATA_DIR. */
    tokenKey: string | undefined;
    /** Messages per second per WhatsApp number (Meta's throughput; 80 by default). */
    ratePerSecond: number;
  };
  /**
   * The chat receptionist's optional interpreter (docs/architecture.md#the-optional-interpreter): an
   * OpenAI-compatible Chat Completions endpoint. Undefined (the default): the rules alone answer.
   */
  interpreter: InterpreterConfig | undefined;
  /**
   * Where `npm run backup` writes (default: beside DATA_DIR, `<DATA_DIR>-backups`). Not inside
   * DATA_DIR: PGlite's copy takes the whole folder, so each backup would hold every earlier one.
   */
  backupDir: string;
  /** Bearer token of GET /metrics; unset: /metrics answers 404 (docs/deploy.md#metrics). */
  metricsToken: string | undefined;
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the instance answers as before (readiness saying 'draining') before it
   * stops accepting: the time a proxy's health check needs to stop sending it new connections.
   */
  shutdownDrainMs: number;
}

export interface InterpreterConfig {
  /** The API base, e.g. https://api.openai.com/v1: requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; never logged. Unset for endpoints that need none. */
  apiKey: string | undefined;
  /** After this long the rules answer instead. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates settings. `env` defaults to the process environment; tests pass their own. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as they do in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(got)}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if (e.ASSISTANT_LLM_URL && !e.ASSISTANT_LLM_MODEL) {
    throw new ConfigError('Invalid setting ASSISTANT_LLM_MODEL=undefined: must be set when ASSISTANT_LLM_URL is');
  }
  if (e.ASSISTANT_LLM_MODEL && !e.ASSISTANT_LLM_URL) {
    throw new ConfigError('Invalid setting ASSISTANT_LLM_URL=undefined: must be set when ASSISTANT_LLM_MODEL is');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Recepta <no-reply@recepta.local>' },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : undefined,
    whatsapp: {
      number: e.WHATSAPP_NUMBER?.replace(/^\+/, ''),
      text: e.WHATSAPP_TEXT ?? 'Hola, quiero información sobre Recepta',
    },
    channel: {
      graphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/$/, ''),
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      tokenKey: e.CHANNEL_TOKEN_KEY,
      ratePerSecond: e.WHATSAPP_RATE_PER_SECOND,
    },
    interpreter:
      e.ASSISTANT_LLM_URL && e.ASSISTANT_LLM_MODEL
        ? {
            baseUrl: e.ASSISTANT_LLM_URL.replace(/\/+$/, ''),
            model: e.ASSISTANT_LLM_MODEL,
            apiKey: e.ASSISTANT_LLM_KEY,
            timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS,
          }
        : undefined,
    backupDir: resolve(e.BACKUP_DIR ?? `${resolve(e.DATA_DIR)}-backups`),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
