import { z } from "zod/mini";

/**
 * `POST /api/{ns}/v1/auth/deactivate` and the deactivation form: the current password, named
 * as in `auth/change_password`. Blank is allowed here only for an account that has no
 * password; the server knows which.
 */
export const deactivateSchema = z.object({ old_password: z._default(z.string(), "") });

export type DeactivateInput = z.infer<typeof deactivateSchema>;
