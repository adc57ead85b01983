import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { Firm, FirmPerson } from "../shared/site/firm.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const appEnv = z.enum(["development", "production", "test"]);

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR blocks. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: none, a count of proxies in front of us, or the
 * proxies' addresses. Never "all": the left-most entry is whatever the client wrote.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  if (value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "false, the number of proxies in front of the server (1 behind one load balancer), or their addresses (10.0.0.0/8,loopback)",
  });
  return z.NEVER;
});

/** "Name|Role; Name|Role": the people the website names, each with a role. */
const firmPeople = z.string().transform((value, ctx): FirmPerson[] => {
  const people = value
    .split(";")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split("|").map((part) => part.trim()));
  const valid = people.every(
    (parts) => parts.length === 2 && parts.every((part) => part.length > 0 && part.length <= 80),
  );
  if (!valid || people.length === 0 || people.length > 12) {
    ctx.addIssue({
      code: "custom",
      message:
        'up to 12 people as "Name|Role", separated by ";", e.g. "陳大文 Chan Tai Man|Director"',
    });
    return z.NEVER;
  }
  return people.map(([name = "", role = ""]) => ({ name, role }));
});

/** `https://app.example.com` or `http://localhost:8081`: a scheme and host, no path or query. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.origin === text;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    // How strict the server is: production needs real SMTP and a JWT secret and seeds nothing.
    // NODE_ENV still says it when APP_ENV is unset, so an older deployment stays strict.
    APP_ENV: appEnv.optional(),
    NODE_ENV: appEnv.optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback unless asked: a fresh demo has a dev outbox and accounts with public passwords.
    HOST: z.string().min(1).default("127.0.0.1"),
    // Unset: this machine at the port served, so a `PORT=8080 npm start` shows its own pictures.
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Browser clients served elsewhere (a Listar web build) that may call the API and load media.
    CORS_ORIGINS: z
      .string()
      .transform((list, ctx) => {
        const origins = list
          .split(",")
          .map((one) => one.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!isOrigin(origin)) {
            ctx.addIssue({
              code: "custom",
              message: `"${origin}" is not an origin (scheme://host[:port], nothing after it)`,
            });
          }
        }
        return origins;
      })
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    API_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and dashes")
      .default("listar"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default("Tablestart <no-reply@tablestart.hk>"),
    FAVICON_URL: z.string().min(1).default("/favicon.svg"),
    MAX_CONTENT_WIDTH: z.coerce.number().int().min(320).max(3840).default(1200),
    // The app's map tiles: a template with {z}/{x}/{y} (and optionally {s}, {r}), a path on this
    // site, or a data: image (tests use one, so no tile is ever fetched).
    MAP_TILE_URL: z
      .string()
      .regex(
        /^(https?:\/\/\S+|\/\S*|data:image\/\S+)$/,
        "an http(s) URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, a /path or a data:image URL",
      )
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .max(500)
      .default(
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      ),
    // No defaults: a forgotten setting must not send visitors' personal data to a stranger.
    CONTACT_EMAIL: z.email().optional(),
    CONTACT_WHATSAPP: z
      .string()
      .regex(/^\+?\d{8,15}$/, "a phone number with country code, digits only, e.g. 85291234567")
      .optional(),
    // What the website says of the firm behind it; unset, it claims neither.
    CONSULTANCY_NAME: z.string().trim().min(2).max(120).optional(),
    CONSULTANCY_YEARS: z.coerce.number().int().min(1).max(100).optional(),
    CONSULTANCY_REGISTERED_NAME: z.string().trim().min(2).max(160).optional(),
    CONSULTANCY_BR_NUMBER: z
      .string()
      .trim()
      .regex(
        /^\d{8}(-\d{3})?$/,
        "8 digits, with the branch number after a dash if any, e.g. 12345678-000",
      )
      .optional(),
    CONSULTANCY_ADDRESS: z.string().trim().min(5).max(300).optional(),
    CONSULTANCY_PEOPLE: firmPeople.optional(),
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: trustProxy.default(false),
    JWT_SECRET: z.string().min(32, "at least 32 characters").optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    // Carriers put many phones behind one address (CGNAT): room for several browsing users.
    READ_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    LIST_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3_000),
    // Card payment through Stripe Checkout: both secrets, or neither (then no card payment).
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "a Stripe secret key, sk_live_… or sk_test_…")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "the Connect webhook endpoint's signing secret, whsec_…")
      .optional(),
    // The platform's share of each card payment, charged to the restaurant (decision 079).
    STRIPE_PLATFORM_FEE_PERCENT: z.coerce
      .number()
      .min(0, "0 to 30")
      .max(30, "0 to 30")
      .refine((percent) => Number.isInteger(percent * 100), "at most two decimals")
      .default(0),
    // Stripe's API; only tests and local mocks (stripe-mock) point it elsewhere.
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.stripe.com"),
    // Hong Kong's Address Lookup Service (https://www.als.gov.hk/lookup) for typed addresses' pins;
    // unset, the embedded gazetteer places them at their neighbourhood or district (decision 081).
    GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
    SEED: booleanFlag.optional(),
    // Several instances share rate limits, cache invalidation and scheduled work through Redis.
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Two deployments on one Redis (staging beside production) keep apart by it.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, "up to 64 letters, digits and . _ : -")
      .default("tablestart:"),
    // Where uploads and their thumbnails live: this machine's disk, or an S3-compatible bucket.
    MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    // Unset: AWS itself; set for MinIO, Cloudflare R2, DigitalOcean Spaces and the like.
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    // Prometheus metrics at /metrics: off unless asked, as they describe the server's insides.
    METRICS: booleanFlag.default(false),
    // What a scraper must send as `Authorization: Bearer …` to read /metrics.
    METRICS_TOKEN: z.string().min(32, "at least 32 characters").optional(),
  })
  .transform(({ APP_ENV, NODE_ENV, ...env }) => ({
    ...env,
    APP_ENV: APP_ENV ?? NODE_ENV ?? "development",
  }))
  .superRefine((env, ctx) => {
    // The dev outbox must never swallow real customers' mail.
    if (env.APP_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "required in production" });
    }
    // Without the webhook secret no payment would ever be confirmed; without the key none made.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "set both Stripe secrets, or neither",
      });
    }
    if (env.MEDIA_STORAGE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "required with MEDIA_STORAGE=s3",
      });
    }
    // /metrics names routes, traffic and queue sizes: a public server shows them to its scraper only.
    if (env.APP_ENV === "production" && env.METRICS && !env.METRICS_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_TOKEN"],
        message: "required in production with METRICS=true",
      });
    }
    // A generated secret on one machine would sign tokens no other instance accepts.
    if (env.APP_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "required in production" });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Origin without a trailing slash, e.g. https://tablestart.hk */
  siteUrl: string;
  /** Other origins whose pages may call the API and load media (CORS); empty: none. */
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  apiNamespace: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  faviconUrl: string;
  maxContentWidth: number;
  /** The app's map: tile URL template and the attribution its provider requires (HTML). */
  map: { tileUrl: string; attribution: string };
  /** Unset: the website says contact is not set up and takes no enquiries. */
  contactEmail: string | null;
  contactWhatsapp: string | null;
  consultancy: Firm;
  enquiryRateLimit: number;
  logLevel: string;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** Unset outside production: one is generated and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  /** Sign-in, sign-up, reset and resend requests per IP address, per route, per 10 minutes. */
  authRateLimit: number;
  /** Booking orders per IP address per 10 minutes. */
  bookingRateLimit: number;
  /** API reads (GET, and each call of an ezfetch batch) per IP address per minute. */
  readRateLimit: number;
  /** The longest a place list's query may run on PostgreSQL before it is refused as too broad. */
  listQueryTimeoutMs: number;
  /** Seed demo data into an empty database at start-up. */
  seed: boolean;
  /**
   * Card payment through Stripe Checkout on each owner's connected account (decision 079); null
   * when not set up (no card payment offered). `webhookSecret` is the Connect endpoint's.
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiUrl: string;
    /** The platform's fee, percent of each card payment: 0 for none. */
    feePercent: number;
  } | null;
  /** The Address Lookup Service's `lookup` URL for typed addresses' pins; null: the gazetteer only. */
  geocoderUrl: string | null;
  /** Set: instances share rate limits, cache invalidation and scheduled work through Redis. */
  redisUrl: string | undefined;
  /** What this deployment's Redis keys and channels begin with. */
  redisKeyPrefix: string;
  /** Where uploads live: the data folder's `uploads`, or an S3-compatible bucket. */
  media: MediaStorageConfig;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /** Set: /metrics answers only `Authorization: Bearer <token>` (required in production). */
  metricsToken: string | undefined;
}

export type MediaStorageConfig =
  | { storage: "local" }
  | {
      storage: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Unset: the SDK's usual chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment once at start-up and fails with every bad key listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    corsOrigins: e.CORS_ORIGINS ?? [],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    apiNamespace: e.API_NAMESPACE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    faviconUrl: e.FAVICON_URL,
    maxContentWidth: e.MAX_CONTENT_WIDTH,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    contactEmail: e.CONTACT_EMAIL ?? null,
    contactWhatsapp: e.CONTACT_WHATSAPP?.replace(/^\+/, "") ?? null,
    consultancy: {
      name: e.CONSULTANCY_NAME ?? null,
      years: e.CONSULTANCY_YEARS ?? null,
      registeredName: e.CONSULTANCY_REGISTERED_NAME ?? null,
      businessRegistration: e.CONSULTANCY_BR_NUMBER ?? null,
      address: e.CONSULTANCY_ADDRESS ?? null,
      people: e.CONSULTANCY_PEOPLE ?? [],
    },
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    readRateLimit: e.READ_RATE_LIMIT,
    listQueryTimeoutMs: e.LIST_QUERY_TIMEOUT_MS,
    // Demo accounts have published passwords: production seeds only when asked to.
    seed: e.SEED ?? e.APP_ENV !== "production",
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL.replace(/\/+$/, ""),
            feePercent: e.STRIPE_PLATFORM_FEE_PERCENT,
          }
        : null,
    geocoderUrl: e.GEOCODER_URL ?? null,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    media:
      e.MEDIA_STORAGE === "s3" && e.S3_BUCKET
        ? {
            storage: "s3",
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { storage: "local" },
    metrics: e.METRICS,
    metricsToken: e.METRICS_TOKEN,
  };
}
