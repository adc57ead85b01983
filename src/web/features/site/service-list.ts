import type { MessageKey } from "../../../shared/i18n/messages/index.ts";

/** The six consulting services, in the order the site presents them. */
export const SERVICE_IDS = ["licence", "budget", "brand", "hr", "documents", "marketing"] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

const POINTS = ["point1", "point2", "point3", "point4", "point5"] as const;

export interface ServiceText {
  title: MessageKey;
  summary: MessageKey;
  body: MessageKey;
  points: readonly MessageKey[];
}

/** The catalogue keys of a service; the types fail to compile if tc lacks one of them. */
export function serviceText(id: ServiceId): ServiceText {
  return {
    title: `services.${id}.title`,
    summary: `services.${id}.summary`,
    body: `services.${id}.body`,
    points: POINTS.map((point) => `services.${id}.${point}` as const),
  };
}
