import { createHash } from "node:crypto";

/** The CSP sources that allow exactly a page's own inline scripts and styles. */
export interface InlineHashes {
  script: readonly string[];
  style: readonly string[];
}

// React escapes `>` inside attribute values, so an opening tag ends at its first `>`; the element's
// text is raw (never entity-decoded) up to the first closing tag, which is what the browser hashes.
const INLINE_ELEMENT = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The hash source of every inline `<script>` and `<style>` in a page rendered without nonces,
 * whatever put them there (React Router's hydration data, the theme boot script, critical CSS).
 * An external script (`src`, empty text) needs none: `'self'` allows it.
 */
export function inlineHashes(html: string): InlineHashes {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const [, tag, text] of html.matchAll(INLINE_ELEMENT)) {
    if (!text) continue;
    (tag?.toLowerCase() === "script" ? script : style).add(sha256Source(text));
  }
  return { script: [...script], style: [...style] };
}

/**
 * The page policy as it is for per-request pages, with each nonce replaced by the page's hashes:
 * script directives get the scripts', style directives the styles'. The `-attr` directives
 * govern attributes, never elements, so they stay as they are; so does everything else.
 */
export function policyWithHashes(noncePolicy: string, hashes: InlineHashes): string {
  return noncePolicy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      const kind = /^(script|style)-src(?:-elem)?$/.exec(name)?.[1] as
        | "script"
        | "style"
        | undefined;
      if (!kind) return directive;
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return [name, ...kept, ...hashes[kind]].join(" ");
    })
    .join(";");
}
