import { dataObject, withCrc } from "./emv-qr.ts";

/**
 * Hong Kong FPS payment QR (HKMA / HKICL's profile of the EMVCo merchant-presented QR): the
 * account is template 26 with HKICL's globally unique id and one FPS proxy, the amount is in
 * HKD (ISO 4217 "344"), and the booking's reference rides in the additional data so the owner
 * can match the transfer to the booking.
 */

/** HKICL's globally unique identifier in the merchant account template. */
export const FPS_GUID = "hk.com.hkicl";
export const HKD_NUMERIC = "344";

/** Sub-ids of template 26: which proxy the payee is reached by. */
const PROXY_SUB_ID = { id: "02", mobile: "03", email: "04" } as const;

export type FpsProxy =
  | { kind: "id"; value: string }
  | { kind: "mobile"; value: string }
  | { kind: "email"; value: string };

/**
 * Printable ASCII only (EMV "ans"): the QR's lengths count characters while banking apps read
 * its UTF-8 bytes, so one multi-byte character would shift every field after it.
 */
const EMAIL = /^[\x21-\x3f\x41-\x7e]{1,64}@[\x21-\x3f\x41-\x7e]+\.[\x21-\x3f\x41-\x7e]{2,}$/;

/**
 * What an owner typed as their FPS proxy: an FPS ID (7 or 9 digits), a Hong Kong mobile number
 * (8 digits from 4 to 9, "+852" optional, spaces and dashes allowed) or an e-mail address.
 * Null when it is none of them (an e-mail longer than 79 does not fit template 26). A mobile is
 * written as HKICL writes it: "+852-XXXXXXXX".
 */
export function parseFpsProxy(text: string): FpsProxy | null {
  const value = text.trim();
  if (value.includes("@")) {
    return value.length <= 79 && EMAIL.test(value) ? { kind: "email", value } : null;
  }
  const compact = value.replace(/[\s-]/g, "");
  const mobile = /^(?:\+?852)?([4-9]\d{7})$/.exec(compact);
  if (mobile) return { kind: "mobile", value: `+852-${mobile[1]}` };
  if (/^(\d{7}|\d{9})$/.test(compact)) return { kind: "id", value: compact };
  return null;
}

/** EMV "ans" text: printable ASCII only, cut to the field's length; banks show the name. */
const emvText = (text: string, max: number) =>
  text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();

export interface FpsPayment {
  proxy: FpsProxy;
  amountCents: number;
  /** The booking's reference: the bill number and the reference label the payer's bank shows. */
  reference: string;
  /** The account holder's name (Latin letters; anything else is dropped). */
  merchantName?: string;
}

/**
 * The payload of a dynamic (one payment, "12") FPS QR for `amountCents` HKD. Field order is
 * ascending by id, as EMVCo lays them out; the CRC object closes it.
 */
export function fpsQrPayload(payment: FpsPayment): string {
  if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0) {
    throw new RangeError("an FPS QR needs an amount");
  }
  const reference = emvText(payment.reference, 25);
  if (!reference) throw new RangeError("an FPS QR needs a reference");
  const account =
    dataObject("00", FPS_GUID) + dataObject(PROXY_SUB_ID[payment.proxy.kind], payment.proxy.value);
  const additional = dataObject("01", reference) + dataObject("05", reference);
  return withCrc(
    dataObject("00", "01") +
      dataObject("01", "12") +
      dataObject("26", account) +
      dataObject("52", "0000") +
      dataObject("53", HKD_NUMERIC) +
      dataObject("54", (payment.amountCents / 100).toFixed(2)) +
      dataObject("58", "HK") +
      dataObject("59", emvText(payment.merchantName ?? "", 25) || "NA") +
      dataObject("60", "HK") +
      dataObject("62", additional),
  );
}
