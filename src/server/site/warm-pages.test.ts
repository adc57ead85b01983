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
      page: async (path) => {
        rendered.push(path);
        return {} as never;
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
      page: async (path) => {
        rendered.push(path);
        if (rendered.length === 1) throw new Error("the database is not there yet");
        return {} as never;
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(rendered).toEqual(ALL));
    await app.close();
  });
});
