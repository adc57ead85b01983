/**
 * A file size as people read it: "36 kB" (1 kB = 1,000 bytes, as `Intl` names the unit), with a
 * no-break space so that a line never ends between the number and its unit.
 */
export function formatFileSize(bytes: number, languageTag: string): string {
  const unit = bytes >= 1_000_000 ? "megabyte" : "kilobyte";
  const value = bytes / (unit === "megabyte" ? 1_000_000 : 1_000);
  return new Intl.NumberFormat(languageTag, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  })
    .format(value)
    .replace(/\s/g, "\u00a0");
}
