import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import helmetMiddleware, { type HelmetOptions } from "helmet";
import pino from "pino";
import { type Database, openDatabase } from "../db/database.ts";
import { MESSAGES } from "../shared/i18n/messages/index.ts";
import { translate } from "../shared/i18n/translate.ts";
import { ApiError } from "./api/api-error.ts";
import { accountRoutes } from "./api/auth/account-routes.ts";
import { ownerSignUpRoutes } from "./api/auth/owner-sign-up-routes.ts";
import { tokenRoutes } from "./api/auth/token-routes.ts";
import { authorRoutes } from "./api/authors/author-routes.ts";
import { bookingHoldRoutes } from "./api/bookings/booking-hold-routes.ts";
import { registerBookingJobs } from "./api/bookings/booking-mail.ts";
import { authorBookingRoutes, bookingRoutes } from "./api/bookings/booking-routes.ts";
import { type ContentVersions, createContentVersions } from "./api/content-changes.ts";
import { createDirectoryCache, type DirectoryCache } from "./api/directory-cache.ts";
import { ezfetchRoutes } from "./api/ezfetch/ezfetch-routes.ts";
import { healthRoutes } from "./api/health/health-routes.ts";
import { leadRoutes } from "./api/leads/lead-routes.ts";
import { listingRoutes } from "./api/listings/listing-routes.ts";
import { mediaFiles, mediaRoutes } from "./api/media/media-routes.ts";
import { stripeConnectRoutes } from "./api/payments/stripe-connect-routes.ts";
import { stripeWebhookRoutes } from "./api/payments/stripe-webhook-routes.ts";
import { placeRoutes } from "./api/places/place-routes.ts";
import { postRoutes } from "./api/posts/post-routes.ts";
import { questionnaireRoutes } from "./api/questionnaire/questionnaire-routes.ts";
import { registerReadRateLimit } from "./api/read-rate-limit.ts";
import { commentListRoutes, reviewWriteRoutes } from "./api/reviews/review-routes.ts";
import { settingRoutes } from "./api/settings/setting-routes.ts";
import { enquiryRoutes } from "./api/site/enquiry-routes.ts";
import { registerEnquiryIntake } from "./api/site/enquiry-service.ts";
import { siteSetupRoutes } from "./api/site/site-setup-routes.ts";
import { termRoutes } from "./api/terms/term-routes.ts";
import { type AccountCache, createAccountCache } from "./api/users/account-cache.ts";
import { usersMeRoutes } from "./api/users/users-me-routes.ts";
import { verificationRoutes } from "./api/verification/verification-routes.ts";
import { wishlistRoutes } from "./api/wishlist/wishlist-routes.ts";
import type { Config } from "./config.ts";
import { forecastWorkbookRoutes } from "./forecast/forecast-workbook-routes.ts";
import { errorForLog, requestForLog } from "./log-serializers.ts";
import { registerApiDocs } from "./openapi/api-docs-routes.ts";
import { AccessLog } from "./plugins/access-log.ts";
import { authentication } from "./plugins/authentication.ts";
import { registerCrossOrigin } from "./plugins/cross-origin.ts";
import { rateLimitedError, registerErrorHandling } from "./plugins/error-handling.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerMultipartBodies } from "./plugins/multipart-bodies.ts";
import { registerRequestGuards } from "./plugins/request-guards.ts";
import { registerRequestIds, requestIdFor } from "./plugins/request-ids.ts";
import { type RequestsInFlight, trackRequestsInFlight } from "./plugins/requests-in-flight.ts";
import { type DevWeb, registerWeb } from "./plugins/web.ts";
import { requestLanguage } from "./request-language.ts";
import { BackgroundTasks } from "./services/background-tasks.ts";
import { JobRunner } from "./services/jobs/job-runner.ts";
import { createMailer, type Mailer } from "./services/mailer.ts";
import { type MediaStorage, openMediaStorage } from "./services/media-storage/media-storage.ts";
import { failSafeRateLimitStore } from "./services/rate-limit-store.ts";
import { connectRedis, type RedisConnections } from "./services/redis.ts";
import { scheduleRetention } from "./services/retention.ts";
import { appManifestRoutes } from "./site/app-manifest-routes.ts";
import { devMailRoutes } from "./site/dev-mail-routes.ts";
import { seoRoutes } from "./site/seo-routes.ts";
import { templateRoutes } from "./templates/template-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    backgroundTasks: BackgroundTasks;
    /** The `jobs` table's runner: handlers per kind, and `wake()` after an enqueue commits. */
    jobs: JobRunner;
    /** Redis that the instances share (`REDIS_URL`); null for one instance on its own. */
    redis: RedisConnections | null;
    /** Writes tell it after they commit; caches kept per content version listen to it. */
    contentVersions: ContentVersions;
    /** Public directory answers, kept per content version. */
    directoryCache: DirectoryCache;
    /** What signed-in requests need of their user, kept per user (decision 087). */
    accountCache: AccountCache;
    /** Every route as registered: what tests sweep, so a route added later is checked too. */
    routeTable: readonly { method: string; url: string }[];
    /** Requests not yet answered or let go: what shutdown waits for (requests-in-flight.ts). */
    requestsInFlight: RequestsInFlight;
  }
  interface FastifyContextConfig {
    /** @fastify/helmet's options for one route: its request hooks read them from here. */
    helmet?: { skipRoute: true };
    /**
     * The route writes HTML with inline scripts or styles, allowed by this request's CSP nonces
     * (`reply.cspNonce`). Every other route's security headers are the same on each request and
     * are worked out once.
     */
    cspNonces?: true;
  }
}

// The directory asks for the visitor's position (distance search); nothing needs the rest.
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(), usb=()";

/** API answers are data, never pages: the strictest policy, nothing may load, run or frame them. */
const API_CSP = {
  useDefaults: false,
  directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] },
};

/**
 * The headers a helmet configuration sets, worked out once. @fastify/helmet builds its
 * middleware anew on every request of a route with options of its own (parsing the policy each
 * time: a tenth of a cached directory answer's cost); API answers have no nonces, so theirs never change.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmetMiddleware(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface AppOptions {
  /** An open database to use instead of the configured one (tests share one per worker). */
  database?: Database;
  /**
   * Serve the React Router web build; off for API-only tests. `npm run dev` gives the opener of
   * its web app made by Vite from the sources instead (web-dev.ts), which `npm start` never loads.
   */
  web?: boolean | ((app: FastifyInstance) => Promise<DevWeb>);
  /** Where the log's JSON lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The whole product as one Fastify instance: used by `main` and by the tests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog, err: (err) => errorForLog(err) },
            // Written asynchronously: a request does not wait for its log line to reach the disk
            // or the terminal (what is still buffered is flushed when the process exits).
            stream: options.logStream ?? pino.destination({ dest: 1, sync: false }),
          },
    // One line per request, and one per flood of refusals (access-log.ts).
    logController: new AccessLog(),
    // A hop count trusts that many proxies nearest to us (Fastify's types omit the number form).
    trustProxy:
      typeof config.trustProxy === "number"
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    // Photos and multipart bodies get their own limits; everything else is small.
    bodyLimit: 1024 * 1024,
    // Random UUIDs, or the caller's own X-Request-Id when well formed (request-ids.ts).
    genReqId: requestIdFor,
    // A request that arrives while closing is refused in our error shape (requests-in-flight.ts).
    return503OnClosing: false,
    // A URL Fastify cannot even route (a bad escape) gets our error shape, and the headers that
    // helmet would have added had a route run.
    frameworkErrors(error, request, reply) {
      const message = translate(MESSAGES[requestLanguage(request)], "api.badRequest");
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .code(status)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'")
        .header("cache-control", "no-store")
        .header("x-request-id", request.id)
        .send(new ApiError(status, "rest_bad_request", message).toBody(request.id));
    },
  });

  const routeTable: { method: string; url: string }[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", ({ method, url }) => {
    for (const one of [method].flat()) routeTable.push({ method: one, url });
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      ...config,
      onConnectionError: (err) => app.log.warn({ err }, "database connection lost"),
    }));
  await database.migrate();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("mailer", mailer);
  app.decorate("backgroundTasks", new BackgroundTasks());
  app.decorate<MediaStorage>("mediaStorage", await openMediaStorage(config));
  const redis = config.redisUrl
    ? connectRedis({ url: config.redisUrl, prefix: config.redisKeyPrefix, log: app.log })
    : null;
  app.decorate("redis", redis);
  const contentVersions = createContentVersions({ redis, log: app.log });
  app.decorate("contentVersions", contentVersions);
  app.decorate("directoryCache", createDirectoryCache(database.db, contentVersions));
  app.decorate("accountCache", createAccountCache(database.db, contentVersions));
  // Serving starts once other instances' changes are heard (or Redis is found out of reach).
  app.addHook("onReady", () => contentVersions.listening());
  app.decorate("jobs", new JobRunner({ db: database.db, log: app.log }));
  const retention = scheduleRetention(app);
  registerBookingJobs(app);
  app.addHook("onReady", async () => app.jobs.start());
  registerRequestIds(app);
  const requestsInFlight = trackRequestsInFlight(app);
  app.decorate("requestsInFlight", requestsInFlight);
  // Fastify has stopped taking requests and closed its connections; handlers whose clients left
  // may still be at work, then the start-up purge and the jobs under way: all finish before the
  // mailer and the database close. One hook, as onClose hooks run in the reverse of their order.
  app.addHook("onClose", async () => {
    await requestsInFlight.settled();
    await retention.stop();
    await app.jobs.stop();
    await app.backgroundTasks.settled();
    mailer.close();
    if (ownsDatabase) await database.close();
    await app.mediaStorage.close();
    await redis?.close();
  });

  const helmetOptions = {
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "connect-src": ["'self'"],
        // A nonce switches off 'unsafe-inline' for <style>; style="" attributes are harmless and React uses them.
        "style-src-attr": ["'unsafe-inline'"],
        "upgrade-insecure-requests": config.siteUrl.startsWith("https:") ? [] : null,
      },
    },
    // Pages link to wa.me and mailto; a strict COEP would break shared images elsewhere.
    crossOriginEmbedderPolicy: false,
    // Other sites still learn nothing of where a visitor came from; our own forms, posted by the
    // browser itself (before or without JavaScript), then carry our Origin, which React Router
    // checks before an action runs (under no-referrer they would say "Origin: null").
    referrerPolicy: { policy: "same-origin" },
    // Browsers ignore HSTS over plain HTTP; sent there it only misleads whoever reads headers.
    strictTransportSecurity: config.siteUrl.startsWith("https:"),
  } satisfies HelmetOptions;
  await app.register(helmet, { ...helmetOptions, enableCSPNonces: true });
  const apiHeaders = helmetHeaders({ ...helmetOptions, contentSecurityPolicy: API_CSP });
  const fileHeaders = helmetHeaders(helmetOptions);
  app.addHook("onRoute", (route) => {
    if (route.config?.cspNonces) return;
    const headers = route.url.startsWith("/api/") ? apiHeaders : fileHeaders;
    route.config = { ...route.config, helmet: { skipRoute: true } };
    const setHeaders = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      done();
    };
    route.onRequest = [setHeaders, ...[route.onRequest ?? []].flat()];
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // API answers carry tokens and personal data: no shared or browser cache keeps them unless
    // a route says its answer is public.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
  await registerCrossOrigin(app, config.corsOrigins);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  // Each route's own budget (config.multipart): kilobytes of fields, megabytes only with a file.
  await registerMultipartBodies(app);
  registerRequestGuards(app);
  // Counted in Redis when instances share one, so a limit holds across them all; while Redis
  // cannot count, each instance counts in its own memory rather than not at all (decision 070).
  await app.register(rateLimit, {
    global: false,
    // Our 429 itself, without the plugin's own error and its stack trace in between.
    errorResponseBuilder: (request) => rateLimitedError(request),
    ...(redis && { store: failSafeRateLimitStore(redis, app.log) }),
  });
  registerReadRateLimit(app, {
    ns: `/api/${config.apiNamespace}/v1`,
    max: config.readRateLimit,
  });
  registerEnquiryIntake(app);
  registerErrorHandling(app);
  // After the error handler, which a route keeps from when it is added; before the routes it times.
  if (config.metrics) registerMetrics(app);
  await app.register(authentication);
  registerApiDocs(app);

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(enquiryRoutes, { prefix: "/api/site/v1" });
  await app.register(siteSetupRoutes, { prefix: "/api/site/v1" });
  const ns = `/api/${config.apiNamespace}/v1`;
  await app.register(tokenRoutes, { prefix: "/api/jwt-auth/v1" });
  await app.register(accountRoutes, { prefix: `${ns}/auth` });
  await app.register(ownerSignUpRoutes, { prefix: `${ns}/auth` });
  await app.register(verificationRoutes, { prefix: `${ns}/verification` });
  await app.register(usersMeRoutes, { prefix: "/api/wp/v2/users" });
  await app.register(mediaRoutes, { prefix: "/api/wp/v2/media" });
  await app.register(settingRoutes, { prefix: ns });
  await app.register(postRoutes, { prefix: `${ns}/post` });
  await app.register(termRoutes, { prefix: ns });
  await app.register(placeRoutes, { prefix: `${ns}/place` });
  await app.register(listingRoutes, { prefix: `${ns}/place` });
  await app.register(wishlistRoutes, { prefix: `${ns}/wishlist` });
  await app.register(commentListRoutes, { prefix: ns });
  await app.register(reviewWriteRoutes, { prefix: "/api/wp/v2/comments" });
  await app.register(authorRoutes, { prefix: `${ns}/author` });
  await app.register(authorBookingRoutes, { prefix: `${ns}/author` });
  await app.register(bookingRoutes, { prefix: `${ns}/booking` });
  await app.register(bookingHoldRoutes, { prefix: `${ns}/booking` });
  await app.register(questionnaireRoutes, { prefix: `${ns}/questionnaire` });
  await app.register(leadRoutes, { prefix: `${ns}/leads` });
  await app.register(stripeConnectRoutes, { prefix: `${ns}/payment` });
  await app.register(stripeWebhookRoutes, { prefix: "/api/payments/stripe" });
  await app.register(ezfetchRoutes, { prefix: ns });
  await app.register(mediaFiles);
  await app.register(seoRoutes);
  await app.register(appManifestRoutes);
  await app.register(forecastWorkbookRoutes);
  await app.register(templateRoutes);
  if (config.env !== "production" && !config.smtpUrl) await app.register(devMailRoutes);
  if (options.web) {
    await registerWeb(app, typeof options.web === "function" ? options.web : undefined);
  }
  return app;
}
