/**
 * EMVCo merchant-presented QR (EMV QRCPS-MPM): a string of ID–length–value data objects, each
 * ID and length two digits, templates nesting the same format, ending with the CRC object
 * "63" "04" and four hex digits over everything before them (including "6304").
 */

export interface DataObject {
  id: string;
  value: string;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * One data object; a value must fit the two-digit length (the format's own limit is 99) and be
 * printable ASCII (EMV "ans"): the length counts characters, and a reader counting the QR's
 * UTF-8 bytes would end a value with a multi-byte character early and read its tail as fields.
 */
export function dataObject(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV QR id ${id} is not two digits`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new RangeError(`EMV QR object ${id} is not ASCII`);
  const length = value.length;
  if (length === 0 || length > 99) throw new RangeError(`EMV QR object ${id} is ${length} long`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** The objects in order, then the CRC object computed over them and its own id and length. */
export function withCrc(objects: string): string {
  const head = `${objects}6304`;
  return `${head}${crc16(head)}`;
}

/** Reads a payload (or a template's value) back into its objects; null when it does not parse. */
export function readDataObjects(text: string): DataObject[] | null {
  const objects: DataObject[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) return null;
    objects.push({ id, value });
    at += 4 + Number(length);
  }
  return objects;
}

/** True when the payload ends in a CRC object whose value matches what precedes it. */
export function hasValidCrc(payload: string): boolean {
  const crcAt = payload.length - 8;
  return (
    crcAt > 0 &&
    payload.slice(crcAt, crcAt + 4) === "6304" &&
    crc16(payload.slice(0, crcAt + 4)) === payload.slice(crcAt + 4)
  );
}
