import { inflateSync } from "node:zlib";

/**
 * Just enough of a PDF reader for the PDFs we write with pdfkit (no object streams, Flate
 * streams, Identity-H fonts with a ToUnicode CMap): the pages with their sizes, the embedded
 * fonts, and each text line's characters as Unicode.
 */
export interface ReadPdf {
  readonly pages: readonly { readonly width: number; readonly height: number }[];
  /** BaseFont names of the fonts with an embedded font file, e.g. "ABCDEF+NotoSansTC-Regular". */
  readonly embeddedFonts: readonly string[];
  /** One string per text-showing block (pdfkit writes a line of text per BT … ET). */
  readonly lines: readonly string[];
}

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf("stream");
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0 && body.slice(0, streamAt).trimEnd().endsWith(">>")) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + "stream".length + (body[streamAt + 6] === "\r" ? 2 : 1);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

/** glyph id → text, from a ToUnicode CMap's bfrange and bfchar sections. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of (body ?? "").matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = Number.parseInt(from ?? "", 16);
      const last = Number.parseInt(to ?? "", 16);
      if (target?.startsWith("[")) {
        // A ligature's entry holds several code units, written with spaces: <0066 0069>.
        const items = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) =>
          (m[1] ?? "").replace(/\s/g, ""),
        );
        items.forEach((hex, index) => {
          map.set(first + index, hexText(hex));
        });
      } else {
        const base = Number.parseInt((target ?? "").slice(1, -1), 16);
        for (let id = first; id <= last; id++) map.set(id, String.fromCharCode(base + id - first));
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, target] of (body ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(from ?? "", 16), hexText(target ?? ""));
    }
  }
  return map;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

export function readPdf(pdf: Buffer): ReadPdf {
  const objects = readObjects(pdf);
  const pages: { width: number; height: number }[] = [];
  const lines: string[] = [];
  const embeddedFonts: string[] = [];

  for (const object of objects.values()) {
    if (/\/FontFile2? /.test(object.dict) || /\/FontFile3 /.test(object.dict)) {
      const name = /\/FontName \/([^\s/>]+)/.exec(object.dict)?.[1];
      if (name) embeddedFonts.push(name);
    }
  }

  for (const page of objects.values()) {
    if (!/\/Type \/Page\b(?!s)/.test(page.dict)) continue;
    const box = /\/MediaBox \[([^\]]+)\]/.exec(page.dict)?.[1]?.trim().split(/\s+/).map(Number);
    pages.push({
      width: (box?.[2] ?? 0) - (box?.[0] ?? 0),
      height: (box?.[3] ?? 0) - (box?.[1] ?? 0),
    });

    // The page's font names (/F1 …) → their ToUnicode maps.
    const resources = objects.get(ref(page.dict, "Resources"))?.dict ?? page.dict;
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? "";
    const cmaps = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontDict.matchAll(/\/([^\s/]+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmap = font ? objects.get(ref(font.dict, "ToUnicode"))?.stream : undefined;
      cmaps.set(name ?? "", cmap ? readCmap(cmap.toString("latin1")) : new Map());
    }

    const content = objects.get(ref(page.dict, "Contents"))?.stream?.toString("latin1") ?? "";
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let cmap = new Map<number, string>();
      let line = "";
      const ops = /\/([^\s/]+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g;
      for (const [, font, array, single] of (block ?? "").matchAll(ops)) {
        if (font) {
          cmap = cmaps.get(font) ?? new Map();
          continue;
        }
        const strings =
          array !== undefined
            ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? "")
            : [single ?? ""];
        for (const hex of strings) {
          for (let i = 0; i < hex.length; i += 4) {
            line += cmap.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "\ufffd";
          }
        }
      }
      lines.push(line);
    }
  }
  return { pages, embeddedFonts, lines };
}
