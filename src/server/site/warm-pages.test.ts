import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { LEGAL_PAGES, SITE_PAGES } from "../../shared/site/site-pages.ts";
import { warmWhenListening } from "./warm-pages.ts";

const ALL = [...SITE_PAGES, ...LEGAL_PAGES].map((page) => page.path);

describe("warmWhenListening", () => {
  it("renders every website and legal page once the server listens, not before", async () => {
    const rendered: string[] = [];
    const app = Fastify();
    warmWhenListening(app, {
      warm: async (path) => {
        rendered.push(path);
      },
    });
    await app.ready();
    expect(rendered).toEqual([]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(rendered).toEqual(ALL));
    await app.close();
  });

  it("goes on past a page that fails to render", async () => {
    const rendered: string[] = [];
    const app = Fastify({ logger: false });
    warmWhenListening(app, {
      warm: async (path) => {
        rendered.push(path);
        if (rendered.length === 1) throw new Error("the database is not there yet");
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(rendered).toEqual(ALL));
    await app.close();
  });

  it("warms one page at a time: the next once the last is ready, its compression included", async () => {
    const warmed: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const app = Fastify();
    warmWhenListening(app, {
      warm: async (path) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        warmed.push(path);
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(warmed).toEqual(ALL));
    expect(mostAtOnce).toBe(1);
    await app.close();
  });
});
