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
   * The body as sent. `requestId` (the answer's `x-request-id`) goes into `data.request_id`: the
   * id a user quotes to support; Listar clients read `code` and `message` and ignore it.
   */
  toBody(requestId?: string) {
    return {
      success: false as const,
      code: this.code,
      message: this.message,
      data: {
        status: this.statusCode,
        ...this.data,
        ...(requestId === undefined ? {} : { request_id: requestId }),
      },
    };
  }
}
