import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import type { DeviceInfo } from "../shell/device/device-info.ts";
import {
  type ApiClientOptions,
  ApiError,
  createApiClient,
  forSession,
  readAnswer,
} from "./api-client.ts";

const wordingOf = (key: string) => `text:${key}`;
const anything = z.unknown();

const device: DeviceInfo = {
  appVersion: "1.0.0",
  brand: "Apple",
  deviceId: "device-1",
  model: "iPhone",
  systemName: "iOS",
  systemVersion: "17.4",
  buildNumber: "1",
  bundleId: "tablestart.web",
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  const loading = { show: vi.fn(), hide: vi.fn() };
  const onSessionInvalid = vi.fn();
  const api = createApiClient({
    namespace: "listar",
    token: () => "tok",
    device: () => device,
    language: () => "en",
    wording: wordingOf,
    loading,
    onSessionInvalid,
    fetch: fetchImpl,
    ...overrides,
  });
  return { api, loading, onSessionInvalid };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("readAnswer", () => {
  it("returns the body of a success", () => {
    expect(readAnswer(200, '{"success":true,"data":1}', wordingOf)).toEqual({
      success: true,
      data: 1,
    });
    // Listar's register answer has no success key; WordPress objects neither.
    expect(readAnswer(200, '{"code":200,"message":"ok"}', wordingOf)).toEqual({
      code: 200,
      message: "ok",
    });
  });

  it("treats success:false as an error even with status 200, reading msg as Listar writes it", () => {
    expect(() => readAnswer(200, '{"success":false,"msg":"Email invalid"}', wordingOf)).toThrow(
      "Email invalid",
    );
  });

  it("keeps the server's message, code, status and per-field messages", () => {
    let error: unknown;
    try {
      readAnswer(
        400,
        JSON.stringify({
          success: false,
          code: "rest_invalid_param",
          message: "Invalid: email",
          data: { status: 400, params: { email: "Not an e-mail", bad: 3 } },
        }),
        wordingOf,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe("server");
    expect(apiError.message).toBe("Invalid: email");
    expect(apiError.code).toBe("rest_invalid_param");
    expect(apiError.status).toBe(400);
    expect(apiError.params).toEqual({ email: "Not an e-mail" });
  });

  it("reads a failure sent as HTTP 200 by its real status, as the Listar routes send them", () => {
    let error: unknown;
    try {
      readAnswer(
        200,
        JSON.stringify({
          success: false,
          code: "rest_permission",
          message: "Please sign in",
          msg: "Please sign in",
          data: { status: 401 },
        }),
        wordingOf,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe("Please sign in");
    expect((error as ApiError).code).toBe("rest_permission");
  });

  it("says 'unknown error' when an error carries no message or is not JSON", () => {
    expect(() => readAnswer(500, "<html>Bad gateway</html>", wordingOf)).toThrow(
      "text:error.unknown",
    );
    expect(() => readAnswer(403, '{"code":"x"}', wordingOf)).toThrow("text:error.unknown");
    expect(() => readAnswer(200, "not json", wordingOf)).toThrow("text:error.unknown");
  });

  it("marks the session codes", () => {
    const kindOf = (code: string) => {
      try {
        readAnswer(403, JSON.stringify({ code, message: "Expired token" }), wordingOf);
      } catch (error) {
        return (error as ApiError).kind;
      }
      return "no error";
    };
    expect(kindOf("jwt_auth_bad_iss")).toBe("session");
    expect(kindOf("jwt_auth_invalid_token")).toBe("session");
    expect(kindOf("jwt_auth_no_auth_header")).toBe("server");
  });
});

describe("createApiClient", () => {
  it("calls /api with the namespace, language, token and device headers", async () => {
    const fetchImpl = vi.fn(async () => json(200, { success: true, data: { ok: true } }));
    const { api } = client(fetchImpl);
    const body = await api.request({
      path: "/{ns}/v1/auth/user",
      query: { page: 2 },
      response: z.object({ data: z.object({ ok: z.boolean() }) }),
    });
    expect(body).toEqual({ data: { ok: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/listar/v1/auth/user?lang=en&page=2");
    expect(init.method).toBe("GET");
    expect(init.headers).toMatchObject({
      authorization: "Bearer tok",
      "Device-Id": "device-1",
      "Device-Model": "iPhone",
      "Device-Version": "17.4",
      Type: "WEB",
    });
  });

  it("sends objects as JSON and FormData as multipart, and no token when signed out", async () => {
    const fetchImpl = vi.fn(async () => json(200, { success: true }));
    const { api } = client(fetchImpl, { token: () => null });
    await api.request({ method: "POST", path: "/x", body: { a: 1 }, response: anything });
    const form = new FormData();
    form.set("name", "A");
    await api.request({ method: "POST", path: "/y", body: form, response: anything });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1].body).toBe('{"a":1}');
    expect(calls[0]?.[1].headers).toMatchObject({ "content-type": "application/json" });
    expect(calls[0]?.[1].headers).not.toHaveProperty("authorization");
    expect(calls[1]?.[1].body).toBe(form);
    // The browser writes the multipart boundary itself.
    expect(calls[1]?.[1].headers).not.toHaveProperty("content-type");
  });

  it("shows the server's message and always clears the loading indicator", async () => {
    const { api, loading } = client(async () =>
      json(400, { success: false, code: "auth_register_error", message: "Email already exists" }),
    );
    const error = await failure(
      api.request({ method: "POST", path: "/r", response: anything, loading: true }),
    );
    expect(error.message).toBe("Email already exists");
    expect(loading.show).toHaveBeenCalledTimes(1);
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it("reports no connection when fetch fails, and clears the loading indicator", async () => {
    const { api, loading } = client(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure(api.request({ path: "/x", response: anything, loading: true }));
    expect(error.kind).toBe("offline");
    expect(error.message).toBe("text:error.notConnected");
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it("gives up after the time-out as if there were no connection", async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
      });
    const { api } = client(fetchImpl as typeof fetch, { timeoutMs: 20 });
    const error = await failure(api.request({ path: "/slow", response: anything }));
    expect(error.kind).toBe("offline");
  });

  it("passes a caller's cancel through instead of calling it a lost connection", async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
      });
    const { api } = client(fetchImpl as typeof fetch);
    const controller = new AbortController();
    const call = api.request({ path: "/x", response: anything, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toHaveProperty("name", "AbortError");
  });

  it("signs the user out on jwt_auth_invalid_token and jwt_auth_bad_iss, not on other errors", async () => {
    const answers = [
      json(403, { code: "jwt_auth_invalid_token", message: "Expired token" }),
      json(403, { code: "jwt_auth_bad_iss", message: "The iss do not match" }),
      json(401, { code: "rest_permission", message: "Please sign in" }),
    ];
    const { api, onSessionInvalid } = client(async () => answers.shift() as Response);
    expect((await failure(api.request({ path: "/a", response: anything }))).kind).toBe("session");
    expect((await failure(api.request({ path: "/b", response: anything }))).kind).toBe("session");
    expect((await failure(api.request({ path: "/c", response: anything }))).kind).toBe("server");
    expect(onSessionInvalid).toHaveBeenCalledTimes(2);
  });

  it("fails as unknown when a success does not have the expected shape", async () => {
    const { api } = client(async () => json(200, { success: true, data: "nope" }));
    const error = await failure(
      api.request({ path: "/x", response: z.object({ data: z.object({ id: z.number() }) }) }),
    );
    expect(error.kind).toBe("unreadable");
    expect(error.message).toBe("text:error.unknown");
  });

  it("uploads through the transport with progress, reading the answer the same way", async () => {
    const upload = vi.fn(async (call: { onProgress(percent: number): void; url: string }) => {
      call.onProgress(50);
      call.onProgress(100);
      return { status: 201, text: JSON.stringify({ id: 7 }) };
    });
    const progress: number[] = [];
    const { api, loading } = client(vi.fn(), { upload });
    const body = await api.upload({
      path: "/wp/v2/media",
      body: new FormData(),
      response: z.object({ id: z.number() }),
      onProgress: (percent) => progress.push(percent),
      loading: true,
    });
    expect(body).toEqual({ id: 7 });
    expect(progress).toEqual([50, 100]);
    expect(upload.mock.calls[0]?.[0].url).toBe("/api/wp/v2/media?lang=en");
    expect(loading.hide).toHaveBeenCalledTimes(1);
  });

  it("reports a stalled or failed upload as no connection", async () => {
    const { api } = client(vi.fn(), { upload: async () => null });
    const error = await failure(
      api.upload({ path: "/m", body: new FormData(), response: anything, onProgress: () => {} }),
    );
    expect(error.message).toBe("text:error.notConnected");
  });
});

describe("forSession", () => {
  /** A client whose stored session the test moves, and the authorization of each call sent. */
  function sessionBound(session: string | null) {
    let stored: string | null = session;
    const sent: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get("authorization"));
      return json(200, { success: true });
    });
    const { api } = client(fetchImpl as typeof fetch, { token: () => stored });
    return {
      api: forSession(api, session),
      sent,
      store: (token: string | null) => {
        stored = token;
      },
    };
  }

  it("sends a session's reads while it lasts", async () => {
    const { api, sent } = sessionBound("alice");
    await api.request({ path: "/r", response: anything });
    expect(sent).toEqual(["Bearer alice"]);
  });

  it("does not send a read once its session has ended, or another has begun", async () => {
    const { api, sent, store } = sessionBound("alice");
    store(null);
    const ended = await failure(api.request({ path: "/r", response: anything }));
    expect(ended.kind).toBe("session");
    store("bob");
    const other = await failure(api.request({ path: "/r", response: anything }));
    expect(other.kind).toBe("session");
    expect(sent).toEqual([]);
  });

  it("still sends a change, and a read with a token of its own (sign-in)", async () => {
    const { api, sent, store } = sessionBound("alice");
    store(null);
    await api.request({ method: "POST", path: "/w", body: {}, response: anything });
    await api.request({ path: "/r", token: "carol", response: anything });
    expect(sent).toEqual([null, "Bearer carol"]);
  });

  it("leaves a visitor's reads alone", async () => {
    const { api, sent, store } = sessionBound(null);
    store("alice");
    await api.request({ path: "/r", response: anything });
    expect(sent).toEqual(["Bearer alice"]);
  });
});
