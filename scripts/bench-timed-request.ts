import http from "node:http";

export interface Answer {
  status: number;
  ms: number;
  text: string;
}

/**
 * One request from a given local address (so the server tells clients apart on loopback), timed
 * to its last byte; a refused or reset connection answers 599, counted like a 5xx.
 */
export function timedRequest(
  origin: string,
  localAddress: string,
  agent: http.Agent,
  method: "GET" | "POST",
  requestPath: string,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${requestPath}`,
      {
        method,
        agent,
        localAddress,
        headers: body ? { "content-type": "application/json" } : {},
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }),
        );
      },
    );
    req.on("error", () => resolve({ status: 599, ms: performance.now() - started, text: "" }));
    req.end(body);
  });
}
