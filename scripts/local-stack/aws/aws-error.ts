/** An AWS service error: `type` becomes the JSON protocols' `__type`, which the SDK turns into the error's name. */
export class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}
