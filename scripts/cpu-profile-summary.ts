/**
 * Where a server's CPU went under load, from a V8 `.cpuprofile` (`node --cpu-prof`): self time by
 * package (node_modules/<name>, Node's own `node:` modules, our bundle, V8's GC) and the frames
 * that took the most. Printed by `npm run bench:http` with BENCH_PROFILE=1; the file itself opens
 * as a flame graph in Chrome DevTools (Performance → Load profile) or speedscope.app.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** The node of each sample, and the µs since the one before. */
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time in the window in ms, idle excluded. */
  busyMs: number;
  areas: { area: string; share: number }[];
  frames: { frame: string; share: number }[];
}

/** The package or part of the process a frame belongs to. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(V8 and native code)";
  if (url.startsWith("node:")) return "Node (node:*)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.includes("/build/app-server/")) return "Tablestart (build/app-server)";
  return url.replace(/^file:\/\//, "");
}

/**
 * `window`: only the samples this many ms before the profile's end (from, to; the load, not the
 * start-up that precedes it or the shutdown that follows).
 */
export function summariseProfile(
  file: string,
  window: { fromEndMs: number; toEndMs: number },
  top = 15,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const from = profile.endTime - window.fromEndMs * 1000;
  const to = profile.endTime - window.toEndMs * 1000;
  const hitCount = new Map<number, number>();
  let time = profile.startTime;
  let sampled = 0;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) continue;
    hitCount.set(id, (hitCount.get(id) ?? 0) + 1);
    sampled += 1;
  }
  const idleIds = profile.nodes.filter((node) => node.callFrame.functionName === "(idle)");
  const idle = idleIds.reduce((sum, node) => sum + (hitCount.get(node.id) ?? 0), 0);
  const busy = Math.max(1, sampled - idle);
  const perSample = (to - from) / 1000 / Math.max(1, sampled);
  const areas = new Map<string, number>();
  const frames = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hitCount.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (count === 0 || functionName === "(idle)") continue;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + count);
    const where = url ? ` ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}` : "";
    const frame = `${functionName || "(anonymous)"}${where}`;
    frames.set(frame, (frames.get(frame) ?? 0) + count);
  }
  const ranked = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    busyMs: busy * perSample,
    areas: ranked(areas).map(([area, count]) => ({ area, share: count / busy })),
    frames: ranked(frames).map(([frame, count]) => ({ frame, share: count / busy })),
  };
}

export function printProfileSummary(title: string, summary: ProfileSummary) {
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n${title}: ${(summary.busyMs / 1000).toFixed(1)} s of CPU sampled, idle excluded`);
  console.log("  self time by package:");
  for (const { area, share } of summary.areas) console.log(`    ${percent(share)}  ${area}`);
  console.log("  self time by frame:");
  for (const { frame, share } of summary.frames) console.log(`    ${percent(share)}  ${frame}`);
}
