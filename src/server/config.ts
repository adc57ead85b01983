import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
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
    CONTACT_EMAIL: z.email().default("hello@tablestart.hk"),
    CONTACT_WHATSAPP: z
      .string()
      .regex(/^\+?\d{8,15}$/, "a phone number with country code, digits only, e.g. 85291234567")
      .default("85291234567"),
    ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: booleanFlag.default(false),
    JWT_SECRET: z.string().min(32, "at least 32 characters").optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    SEED: booleanFlag.optional(),
  })
  .superRefine((env, ctx) => {
    // The dev outbox must never swallow real customers' mail.
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "required in production" });
    }
    // A generated secret on one machine would sign tokens no other instance accepts.
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
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
  dataDir: string;
  databaseUrl: string | undefined;
  apiNamespace: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  faviconUrl: string;
  maxContentWidth: number;
  contactEmail: string;
  contactWhatsapp: string;
  enquiryRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
  /** Unset outside production: one is generated and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  /** Sign-in, sign-up, reset and resend requests per IP address, per route, per 10 minutes. */
  authRateLimit: number;
  /** Seed demo data into an empty database at start-up. */
  seed: boolean;
}

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
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    apiNamespace: e.API_NAMESPACE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    faviconUrl: e.FAVICON_URL,
    maxContentWidth: e.MAX_CONTENT_WIDTH,
    contactEmail: e.CONTACT_EMAIL,
    contactWhatsapp: e.CONTACT_WHATSAPP.replace(/^\+/, ""),
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    // Demo accounts have published passwords: production seeds only when asked to.
    seed: e.SEED ?? e.NODE_ENV !== "production",
  };
}
