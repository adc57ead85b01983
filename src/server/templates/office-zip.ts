import JSZip from "jszip";

/**
 * Office files are zips whose entries and core properties carry the time they were written. Both
 * are set to the templates' revision date here, so the same content always gives the same bytes:
 * the ETag then stays put across restarts and across instances behind a load balancer.
 */
export async function normaliseOfficeZip(file: Buffer, revision: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  const stamp = new Date(`${revision}T00:00:00Z`);
  const iso = stamp.toISOString().replace(/\.\d{3}Z$/, "Z");
  const core = zip.file("docProps/core.xml");
  if (core) {
    const xml = (await core.async("string")).replace(
      /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
      `$1${iso}$2`,
    );
    zip.file("docProps/core.xml", xml);
  }
  zip.forEach((_path, entry) => {
    entry.date = stamp;
  });
  return zip.generateAsync({
    type: "nodebuffer",
    compression: "DEFLATE",
    compressionOptions: { level: 9 },
  });
}
