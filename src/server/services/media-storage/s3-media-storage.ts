import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaStorageConfig } from "../../config.ts";
import { MEDIA_CACHE_CONTROL, type MediaObject, type MediaStore } from "./media-storage.ts";

/** The request headers a read for `/media/…` passes on to the bucket. */
export interface ConditionalRead {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  /** HEAD: the headers only, no body opened. */
  headersOnly?: boolean;
}

export type BucketRead =
  | {
      status: 200 | 206;
      object: Omit<MediaObject, "body">;
      /** Undefined for `headersOnly`. */
      body: Readable | undefined;
      contentRange: string | undefined;
    }
  | { status: 304; etag: string | undefined }
  | { status: 404 }
  | { status: 416 };

// Published SDK releases from 2027 want Node 22; the locked one runs on Node 20, which we
// support (`engines`). Its one-off process warning would only alarm whoever reads the logs.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const status = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** Uploads as objects in one bucket of AWS S3 or an S3-compatible service (MinIO, R2, …). */
export class S3MediaStorage implements MediaStore {
  readonly kind = "s3";
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: Extract<MediaStorageConfig, { storage: "s3" }>) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // The SDK's default extra checksums are AWS's own; compatible services (and older MinIO,
      // R2, s3rver) refuse or ignore them. Content-MD5 / SigV4 still protect every body.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        // For a CDN in front of the bucket; our own `/media/` answers say the same.
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<MediaObject | undefined> {
    const read = await this.read(key, {});
    return read.status === 200 && read.body ? { ...read.object, body: read.body } : undefined;
  }

  /** A read for `/media/…`: ranges and revalidation are answered by the bucket itself. */
  async read(key: string, request: ConditionalRead): Promise<BucketRead> {
    const input = {
      Bucket: this.bucket,
      Key: key,
      Range: request.range,
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince ? parseDate(request.ifModifiedSince) : undefined,
    };
    try {
      const answer = request.headersOnly
        ? await this.client.send(new HeadObjectCommand(input))
        : await this.client.send(new GetObjectCommand(input));
      return {
        status: answer.ContentRange ? 206 : 200,
        contentRange: answer.ContentRange,
        body: "Body" in answer ? (answer.Body as Readable) : undefined,
        object: {
          contentType: answer.ContentType ?? "application/octet-stream",
          length: answer.ContentLength ?? 0,
          etag: answer.ETag ?? "",
          lastModified: answer.LastModified ?? new Date(0),
        },
      };
    } catch (error) {
      switch (status(error)) {
        case 304:
          return { status: 304, etag: request.ifNoneMatch };
        case 404:
          return { status: 404 };
        case 416:
          return { status: 416 };
        default:
          throw error;
      }
    }
  }

  async removeFolders(folders: readonly string[]): Promise<void> {
    for (const folder of folders) {
      const keys: string[] = [];
      for await (const object of this.objects(`${folder}/`)) keys.push(object.key);
      // DeleteObjects takes at most 1000 keys a call.
      for (let start = 0; start < keys.length; start += 1000) {
        const answer = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: {
              Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })),
              Quiet: true,
            },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code}`);
      }
    }
  }

  list(): AsyncIterable<{ key: string; size: number }> {
    return this.objects(undefined);
  }

  private async *objects(prefix: string | undefined) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** An HTTP date, or undefined for one that is not (the condition is then ignored, as by `send`). */
function parseDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
