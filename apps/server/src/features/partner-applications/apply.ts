import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
import { badRequest, conflict } from '../../platform/http/errors';
import { contentTypeOf, readMultipart, type UploadRules } from '../../platform/http/uploads';
import type { FileStorage } from '../../platform/storage';
import { resellers } from './tables';
import { notify } from '../notifications/service';

/** One application: its fields and one licence document (read by the platform's multipart reader). */
export const LICENCE_UPLOAD: UploadRules = {
  fileField: LICENCE_FIELD,
  maxBytes: LICENCE_MAX_BYTES,
  tooLarge: PARTNER_MESSAGES.licenceTooLarge,
  onlyOne: 'only one licence document may be sent',
  expected: 'must be multipart/form-data with the application fields and the licence document',
};

/** The licence's real type, read from its bytes: a text file named licence.pdf is refused. */
async function licenceType(buffer: Buffer): Promise<LicenceContentType> {
  const field = `body.${LICENCE_FIELD}` as const;
  if (buffer.length === 0) throw badRequest(`${field}: ${PARTNER_MESSAGES.licenceRequired}`, field);
  return contentTypeOf(buffer, LICENCE_TYPES, field, PARTNER_MESSAGES.licenceType);
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
  const upload = await readMultipart(request, LICENCE_UPLOAD);
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
