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

  toBody() {
    return {
      success: false as const,
      code: this.code,
      message: this.message,
      data: { status: this.statusCode, ...this.data },
    };
  }
}
