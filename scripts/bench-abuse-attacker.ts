/**
 * The abusive client of `bench:abuse`, in a worker thread of its own: its thousands of answers a
 * second are read on this thread's event loop, so they cannot delay the bystander's timings on
 * the main thread (the figures are the server's, not the load generator's).
 */
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { timedRequest } from "./bench-timed-request.ts";

export interface AttackOrders {
  origin: string;
  address: string;
  connections: number;
  seconds: number;
  api: string;
}

export interface AttackCounts {
  /** The abuser's requests by HTTP status. */
  requests: [number, number][];
  /** The calls inside its ezfetch batches, by their real status. */
  calls: [number, number][];
}

const orders = workerData as AttackOrders;

let spare = 0;
/** One of the review's costly lists, with spare and changed parameters so no cache can help. */
function costlyParams() {
  spare += 1;
  return {
    open_now: 1,
    per_page: 100,
    latitude: 22.28 + (spare % 1000) / 100_000,
    longitude: 114.16,
    orderby: "distance",
    bbox: "22.1,113.8,22.6,114.5",
    s: "a",
    price_max: 80_000 - (spare % 5000),
    [`spare_${spare % 97}`]: spare,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: orders.connections });
const deadline = Date.now() + orders.seconds * 1000;
const requests = new Map<number, number>();
const calls = new Map<number, number>();
const count = (map: Map<number, number>, status: number) =>
  map.set(status, (map.get(status) ?? 0) + 1);

async function abuse(connection: number) {
  for (let n = 0; Date.now() < deadline; n++) {
    if ((n + connection) % 2 === 0) {
      const query = new URLSearchParams(
        Object.entries(costlyParams()).map(([name, value]) => [name, String(value)]),
      );
      const answer = await timedRequest(
        orders.origin,
        orders.address,
        agent,
        "GET",
        `${orders.api}/place/list?${query}`,
      );
      count(requests, answer.status);
    } else {
      const batch = Array.from({ length: 20 }, () => ({
        path: "place/list",
        params: costlyParams(),
      }));
      const answer = await timedRequest(
        orders.origin,
        orders.address,
        agent,
        "POST",
        `${orders.api}/ezfetch`,
        JSON.stringify({ requests: batch }),
      );
      count(requests, answer.status);
      if (answer.status === 200) {
        const { data } = JSON.parse(answer.text) as { data: { status: number }[] };
        for (const entry of data) count(calls, entry.status);
      }
    }
  }
}

await Promise.all(Array.from({ length: orders.connections }, (_, k) => abuse(k)));
agent.destroy();
const counts: AttackCounts = { requests: [...requests], calls: [...calls] };
parentPort?.postMessage(counts);
