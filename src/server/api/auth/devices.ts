import type { IncomingHttpHeaders } from "node:http";
import type { Db } from "../../../db/database.ts";
import { userDevices } from "../../../db/schema.ts";

// Control characters (NUL above all, which PostgreSQL cannot store) make no model name or token.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

const header = (headers: IncomingHttpHeaders, ...names: string[]) => {
  for (const name of names) {
    const value = headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text && !CONTROL.test(text)) return text.slice(0, 255);
  }
  return null;
};

/**
 * Keeps the device a user signs in from (its push token above all). A device belongs to whoever
 * signed in on it last, so one person's notifications never reach the next person's phone.
 * Older Listar Flutter apps send `Device-Name` and `Push-Token` instead.
 */
export async function rememberDevice(db: Db, userId: number, headers: IncomingHttpHeaders) {
  const deviceId = header(headers, "device-id");
  if (!deviceId || deviceId === "Unknown") return;
  const device = {
    userId,
    model: header(headers, "device-model", "device-name"),
    version: header(headers, "device-version"),
    pushToken: header(headers, "device-token", "push-token"),
    type: header(headers, "type"),
    lastSignedInAt: new Date(),
  };
  await db
    .insert(userDevices)
    .values({ deviceId, ...device })
    .onConflictDoUpdate({ target: userDevices.deviceId, set: device });
}
