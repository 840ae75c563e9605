import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest, type FieldPath } from './errors';

/**
 * Reading one multipart/form-data form with at most one file, for the routes that take an upload (a feature
 * registers @fastify/multipart in its own encapsulated scope with `multipartLimits`). Every failure is a 400
 * or 413 that names the field, never a 500; the file's type is read from its bytes, never from its name or the
 * type the browser stated.
 */

export interface UploadRules {
  /** The form's file field, e.g. `screenshot`. */
  fileField: string;
  maxBytes: number;
  /** The message of a file over maxBytes ('must be at most 5 MB'). */
  tooLarge: string;
  /** The message of a second file. */
  onlyOne: string;
  /** The longest text field, in bytes (the schema then checks characters). */
  maxFieldBytes?: number;
  maxFields?: number;
  /** What a body that is not multipart should have been. */
  expected: string;
}

/** The @fastify/multipart limits of a form under these rules (register with `throwFileSizeLimit: true`). */
export function multipartLimits(rules: UploadRules) {
  const fields = rules.maxFields ?? 20;
  return {
    fileSize: rules.maxBytes,
    files: 1,
    fields,
    parts: fields + 1,
    fieldSize: rules.maxFieldBytes ?? 2_000,
    fieldNameSize: 100,
    headerPairs: 50,
  };
}

export interface Upload {
  fields: Record<string, string>;
  file: { buffer: Buffer; filename: string } | undefined;
}

const tooLarge = (field: FieldPath, message: string) =>
  new AppError(413, 'bad_request', `${field}: ${message}`, { fields: [{ field, message }] });

export async function readMultipart(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(`body: ${rules.expected}`, 'body');
  const fileField = `body.${rules.fileField}` as const;
  const fields: Record<string, string> = {};
  let file: Upload['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== rules.fileField)
          throw badRequest(`body.${part.fieldname}: is not a file field`, [
            { field: `body.${part.fieldname}`, message: `is not a file field (send the file as ${rules.fileField})` },
          ]);
        // A file input left empty still sends its part, with no name and no bytes.
        if (buffer.length > 0 || part.filename) file = { buffer, filename: part.filename };
        continue;
      }
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname}: is too long`, `body.${part.fieldname}`);
      if (part.fieldname in fields || part.fieldname === rules.fileField)
        throw badRequest(`body.${part.fieldname}: is sent more than once`, `body.${part.fieldname}`);
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileField, rules.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw tooLarge(fileField, rules.onlyOne);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooLarge('body', 'has too many fields');
    throw badRequest('body: is not a readable multipart form', 'body');
  }
  return { fields, file };
}

/** The file's real type, read from its bytes, when it is one of `allowed`; otherwise a 400 on the field. */
export async function contentTypeOf<T extends string>(
  buffer: Buffer,
  allowed: Readonly<Record<T, string>>,
  field: FieldPath,
  message: string,
): Promise<T> {
  const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
  if (!detected || !Object.hasOwn(allowed, detected.mime)) throw badRequest(`${field}: ${message}`, field);
  return detected.mime as T;
}
