/** An error the API reports in the WordPress REST shape that Listar clients read. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  /**
   * The body as sent. A soft failure (HTTP 200, soft-failures.ts) repeats the message as `msg`,
   * which Listar's own soft failures carry and some client screens read instead. `requestId` (the answer's `x-request-id`) goes into `data.request_id`: the
   * id a user quotes to support; Listar clients read `code` and `message` and ignore it.
   */
  toBody(requestId?: string, soft = false) {
    return {
      success: false as const,
      code: this.code,
      message: this.message,
      ...(soft ? { msg: this.message } : {}),
      data: {
        status: this.statusCode,
        ...this.data,
        ...(requestId === undefined ? {} : { request_id: requestId }),
      },
    };
  }
}

/**
 * An ApiError made without capturing a stack trace: for refusals a client can cause by the
 * thousand a second (429), where finding where they were made would cost more than answering.
 */
export function stacklessApiError(
  statusCode: number,
  code: string,
  message: string,
  data?: Record<string, unknown>,
): ApiError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new ApiError(statusCode, code, message, data);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
