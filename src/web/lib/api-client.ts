// The core parser reads zod/mini schemas (what the browser ships) as well as classic ones.
import { type $ZodType, type output, safeParse } from "zod/v4/core";
import type { Language } from "../../shared/i18n/languages.ts";
import { type DeviceInfo, deviceHeaders } from "../shell/device/device-info.ts";
import { type UploadTransport, xhrUpload } from "./xhr-upload.ts";

export const API_BASE = "/api";
/** Spec §5/§9: a request without an answer after 30 s counts as no connection. */
export const API_TIMEOUT_MS = 30_000;
/** Spec §8: these codes mean the stored token is no good: sign out, back to the first screen. */
export const SESSION_INVALID_CODES: ReadonlySet<string> = new Set([
  "jwt_auth_bad_iss",
  "jwt_auth_invalid_token",
]);

export type ApiErrorKind =
  /** The server answered with an error. */
  | "server"
  /** …whose code says the token is no good; the user has been signed out. */
  | "session"
  /** No answer: no connection, or none within the time-out. */
  | "offline"
  /** An answer that is not what the protocol says. */
  | "unreadable";

/** A failed call, with a message ready to show: the server's own, or ours in the user's language. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | null;
  /** Per-field messages from `data.params`, already in the user's language. */
  readonly params: Readonly<Record<string, string>>;
  readonly data: Readonly<Record<string, unknown>>;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    code?: string | null;
    params?: Record<string, string>;
    data?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.params = init.params ?? {};
    this.data = init.data ?? {};
  }
}

/** The two messages the client words itself; everything else comes from the server. */
export type ClientMessageKey = "error.notConnected" | "error.unknown";
export type Wording = (key: ClientMessageKey) => string;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

function stringParams(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const params: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    const message = nonEmpty(text);
    if (message) params[name] = message;
  }
  return params;
}

/**
 * The body of an answer, or the ApiError it stands for (thrown). An error is what the protocol
 * says (§2.2): a non-2xx status or `success: false`; its message is the server's `message`, or
 * `msg` where Listar uses that. A failure sent as HTTP 200 carries its real status in
 * `data.status` (decision 066).
 */
export function readAnswer(status: number, text: string, wording: Wording): unknown {
  let body: unknown;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const failed = status < 200 || status >= 300 || (isRecord(body) && body.success === false);
  if (!failed) {
    if (body === undefined) {
      throw new ApiError({ kind: "unreadable", status, message: wording("error.unknown") });
    }
    return body;
  }
  const record = isRecord(body) ? body : {};
  const code = nonEmpty(record.code);
  const data = isRecord(record.data) ? record.data : {};
  throw new ApiError({
    kind: code && SESSION_INVALID_CODES.has(code) ? "session" : "server",
    status: typeof data.status === "number" ? data.status : status,
    code,
    message: nonEmpty(record.message) ?? nonEmpty(record.msg) ?? wording("error.unknown"),
    params: stringParams(data.params),
    data,
  });
}

export interface ApiClientOptions {
  /** The API's `{ns}` (config API_NAMESPACE). */
  namespace: string;
  /** Read at every request: the session, device and language change while the app runs. */
  token(): string | null;
  device(): DeviceInfo | null;
  language(): Language;
  /** Our own two messages, in the language on screen. */
  wording: Wording;
  /** The shell's loading overlay, for calls that ask for it. */
  loading?: { show(): void; hide(): void };
  /** Called before the error is thrown when the server rejects the token (spec §8). */
  onSessionInvalid?(error: ApiError): void;
  fetch?: typeof fetch;
  upload?: UploadTransport;
  timeoutMs?: number;
}

interface CallOptions<S extends $ZodType> {
  /** Under /api; `{ns}` stands for the namespace, as in the protocol. */
  path: string;
  /** The shape the answer must have; a different one fails as "unreadable". */
  response: S;
  /** Show the loading overlay while the call runs; it is always hidden again. */
  loading?: boolean;
}

export interface ApiRequest<S extends $ZodType> extends CallOptions<S> {
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined>;
  /** A plain object goes as JSON, FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
  /** A token to use instead of the stored one: sign-in reads with it before storing it. */
  token?: string;
  /**
   * The session (its token) a read was asked for: one asked again after that session ended (a
   * retry, or a screen on its way out after sign-out) is not sent. Without this, it would go
   * with whatever session is stored by then: none, to be refused, or someone else's, whose
   * answer would be kept under the first one's key.
   */
  session?: string;
  /** Headers of this call alone (a booking's `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Sent even if the page goes away meanwhile (a booking hold released on leaving). */
  keepalive?: boolean;
}

export interface UploadRequest<S extends $ZodType> extends CallOptions<S> {
  body: FormData;
  /** Whole percent of the body sent so far. */
  onProgress(percent: number): void;
}

export interface ApiClient {
  request<S extends $ZodType>(request: ApiRequest<S>): Promise<output<S>>;
  /** A multipart POST that reports upload progress (spec §7). */
  upload<S extends $ZodType>(request: UploadRequest<S>): Promise<output<S>>;
}

const isRead = (request: ApiRequest<$ZodType>) => (request.method ?? "GET") === "GET";

/**
 * The client as a signed-in user's screens use it: their reads belong to that session (see
 * `ApiRequest.session`). Changes, such as a form sent from a screen another tab has just signed
 * out, still go, and get the server's own answer; a visitor's reads are anyone's.
 */
export function forSession(client: ApiClient, session: string | null): ApiClient {
  if (session === null) return client;
  return {
    request: (request) => client.request({ session, ...request }),
    upload: (request) => client.upload(request),
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const upload = options.upload ?? xhrUpload;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  function url(path: string, query: ApiRequest<$ZodType>["query"] = {}): string {
    const params = new URLSearchParams();
    // The server answers in the language asked for, so its messages match the screen.
    params.set("lang", options.language());
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params.set(name, String(value));
    }
    return `${API_BASE}${path.replace("{ns}", options.namespace)}?${params}`;
  }

  function headers(tokenOverride?: string): Record<string, string> {
    const token = tokenOverride ?? options.token();
    return {
      accept: "application/json",
      ...deviceHeaders(options.device()),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
  }

  /** Reads an answer against its schema; every failure passes the session check first. */
  function finish<S extends $ZodType>(status: number, text: string, schema: S): output<S> {
    let body: unknown;
    try {
      body = readAnswer(status, text, options.wording);
    } catch (error) {
      if (error instanceof ApiError && error.kind === "session") options.onSessionInvalid?.(error);
      throw error;
    }
    const parsed = safeParse(schema, body);
    if (!parsed.success) {
      throw new ApiError({
        kind: "unreadable",
        status,
        message: options.wording("error.unknown"),
      });
    }
    return parsed.data;
  }

  const outlived = (session: string | undefined) =>
    session !== undefined && session !== options.token();

  const offline = () =>
    new ApiError({ kind: "offline", message: options.wording("error.notConnected") });

  async function withLoading<T>(wanted: boolean | undefined, work: () => Promise<T>): Promise<T> {
    if (!wanted || !options.loading) return work();
    options.loading.show();
    try {
      return await work();
    } finally {
      options.loading.hide();
    }
  }

  return {
    request(request) {
      return withLoading(request.loading, async () => {
        if (isRead(request) && request.token === undefined && outlived(request.session)) {
          throw new ApiError({ kind: "session", message: options.wording("error.unknown") });
        }
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        // The caller's cancel (a query no longer wanted) must reach fetch too.
        const callerSignal = request.signal;
        const forwardAbort = () => controller.abort(callerSignal?.reason);
        callerSignal?.addEventListener("abort", forwardAbort, { once: true });
        const init: RequestInit = {
          method: request.method ?? "GET",
          headers: { ...headers(request.token), ...request.headers },
          signal: controller.signal,
          ...(request.keepalive ? { keepalive: true } : {}),
        };
        if (request.body instanceof FormData) {
          init.body = request.body;
        } else if (request.body !== undefined) {
          init.body = JSON.stringify(request.body);
          init.headers = { ...init.headers, "content-type": "application/json" };
        }
        let status: number;
        let text: string;
        try {
          const response = await fetchImpl(url(request.path, request.query), init);
          status = response.status;
          text = await response.text();
        } catch (error) {
          if (callerSignal?.aborted) throw error;
          // A network failure and a time-out look the same to the user: no answer.
          throw offline();
        } finally {
          clearTimeout(timer);
          callerSignal?.removeEventListener("abort", forwardAbort);
        }
        return finish(status, text, request.response);
      });
    },

    upload(request) {
      return withLoading(request.loading, async () => {
        const answer = await upload({
          url: url(request.path),
          headers: headers(),
          body: request.body,
          idleTimeoutMs: timeoutMs,
          onProgress: request.onProgress,
        });
        if (answer === null) throw offline();
        return finish(answer.status, answer.text, request.response);
      });
    },
  };
}
