import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  LICENCE_FIELD,
  LICENCE_MAX_BYTES,
  LICENCE_TYPES,
  PARTNER_MESSAGES,
  PartnerApplicationFields,
  resellerCodeCandidates,
  type LicenceContentType,
} from '@makro/domain/partner-applications';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { writeAudit } from '../../platform/audit/audit';
import { AppError, badRequest, conflict } from '../../platform/http/errors';
import type { FileStorage } from '../../platform/storage';
import { resellers } from './tables';
import { notify } from '../notifications/service';

/** What @fastify/multipart may read of one application: one file, a handful of short fields. */
export const MULTIPART_LIMITS = {
  fileSize: LICENCE_MAX_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 2_000,
  fieldNameSize: 100,
  headerPairs: 50,
};

interface Upload {
  fields: Record<string, string>;
  file: { buffer: Buffer; field: string } | undefined;
}

const tooLarge = (field: string, message: string) =>
  new AppError(413, 'bad_request', `${field}: ${message}`, { fields: [{ field: field as `body.${string}`, message }] });

/** Reads the multipart body; every failure is a 400 or 413 naming the field, never a 500. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw badRequest('body: must be multipart/form-data with the application fields and the licence document', [
      { field: 'body', message: 'must be multipart/form-data with the application fields and the licence document' },
    ]);
  const fields: Record<string, string> = {};
  let file: Upload['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== LICENCE_FIELD)
          throw badRequest(`body.${part.fieldname}: is not a file field`, [
            { field: `body.${part.fieldname}`, message: `is not a file field (send the licence as ${LICENCE_FIELD})` },
          ]);
        file = { buffer, field: part.fieldname };
        continue;
      }
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname}: is too long`, `body.${part.fieldname}`);
      if (part.fieldname in fields || part.fieldname === LICENCE_FIELD)
        throw badRequest(`body.${part.fieldname}: is sent more than once`, `body.${part.fieldname}`);
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`body.${LICENCE_FIELD}`, PARTNER_MESSAGES.licenceTooLarge);
    if (code === 'FST_FILES_LIMIT') throw tooLarge(`body.${LICENCE_FIELD}`, 'only one licence document may be sent');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooLarge('body', 'has too many fields');
    throw badRequest('body: is not a readable multipart form', 'body');
  }
  return { fields, file };
}

/** The licence's real type, read from its bytes: a text file named licence.pdf is refused. */
async function licenceType(buffer: Buffer): Promise<LicenceContentType> {
  const field = `body.${LICENCE_FIELD}` as const;
  if (buffer.length === 0) throw badRequest(`${field}: ${PARTNER_MESSAGES.licenceRequired}`, field);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(detected.mime in LICENCE_TYPES))
    throw badRequest(`${field}: ${PARTNER_MESSAGES.licenceType}`, [{ field, message: PARTNER_MESSAGES.licenceType }]);
  return detected.mime as LicenceContentType;
}

async function freeCode(db: Db, businessName: string): Promise<string> {
  const candidates = resellerCodeCandidates(businessName);
  const taken = await db
    .select({ code: sql<string>`lower(${resellers.reseller_code})` })
    .from(resellers)
    .where(
      inArray(
        sql`lower(${resellers.reseller_code})`,
        candidates.map((code) => code.toLowerCase()),
      ),
    );
  const used = new Set(taken.map((row) => row.code));
  return (
    candidates.find((code) => !used.has(code.toLowerCase())) ??
    `${candidates[0]}${Math.floor(1000 + Math.random() * 9000)}`
  );
}

/**
 * The public application: fields checked with the domain's schema, the licence by its content, a reseller code
 * made from the business name, the document stored under `resellers/{id}/licence.{ext}` before the row commits.
 */
export async function applyForPartnership(db: Db, storage: FileStorage, request: FastifyRequest) {
  const upload = await readUpload(request);
  const fields = PartnerApplicationFields.parse(upload.fields);
  if (!upload.file)
    throw badRequest(`body.${LICENCE_FIELD}: ${PARTNER_MESSAGES.licenceRequired}`, `body.${LICENCE_FIELD}`);
  const contentType = await licenceType(upload.file.buffer);

  const [open] = await db
    .select({ status: resellers.status })
    .from(resellers)
    .where(
      and(eq(resellers.business_email, fields.business_email), inArray(resellers.status, ['pending', 'approved'])),
    );
  if (open)
    throw conflict(PARTNER_MESSAGES.duplicate(open.status), [
      { field: 'body.business_email', message: PARTNER_MESSAGES.duplicate(open.status) },
    ]);

  for (let attempt = 0; ; attempt += 1) {
    const code = await freeCode(db, fields.business_name);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(resellers)
          .values({ ...fields, reseller_code: code, status: 'pending' })
          .returning();
        const key = `resellers/${inserted!.id}/licence.${LICENCE_TYPES[contentType]}`;
        await storage.put(key, upload.file!.buffer, contentType);
        const [stored] = await tx
          .update(resellers)
          .set({ file_attachment_path: key, file_content_type: contentType })
          .where(eq(resellers.id, inserted!.id))
          .returning();
        await writeAudit(tx, { actorUserId: null, action: 'apply', entity: 'reseller', entityId: inserted!.id });
        await notify(
          tx,
          { holdersOf: 'can_view_partner_application' },
          {
            kind: 'partner_application',
            title: `${stored!.business_name} applied to the partner program`,
            body: `${stored!.firstname} ${stored!.lastname} · ${stored!.business_email}`,
            path: '/partner-application?status=pending',
            eventKey: `partner-application:${stored!.id}`,
          },
        );
        return stored!;
      });
      return {
        reseller: { id: row.id, reseller_code: row.reseller_code, status: 'pending' as const },
        message: PARTNER_MESSAGES.received,
      };
    } catch (error) {
      // Two applications of the same business name at once: the second takes the next code.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
