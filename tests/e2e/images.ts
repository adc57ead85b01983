import sharp from "sharp";

/** A square one-colour PNG, made with sharp so a test carries no image files. */
export function solidPng(size: number, background: string): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}
