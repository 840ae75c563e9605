import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/partner-applications';
import { PARTNER_MESSAGES } from '@makro/domain/partner-applications';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { LICENCE_UPLOAD, applyForPartnership } from './apply';
import { multipartLimits } from '../../platform/http/uploads';
import { sendStoredFile } from '../../platform/http/stored-file';
import { listResellers } from './list';
import { deleteReseller, resendNotification, retryCoupons, updateReseller } from './decisions';
import { resellerRowOr404 } from './rows';

/** The public application: multipart is read here alone (encapsulated), with its limits. */
async function applicationRoute(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: multipartLimits(LICENCE_UPLOAD), throwFileSizeLimit: true });
  defineRoute(scope, contracts.applyForPartnership, ({ request }) =>
    applyForPartnership(scope.db, scope.storage, request),
  );
}

export async function partnerApplicationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(applicationRoute);

  defineRoute(app, contracts.listResellers, ({ query }) => listResellers(app.db, query));
  defineRoute(app, contracts.searchResellers, ({ query }) => listResellers(app.db, query));
  defineRoute(app, contracts.updateReseller, ({ request, params, body }) =>
    updateReseller(contextFor(request), params.id, body.resellers),
  );
  defineRoute(app, contracts.resendResellerNotification, ({ request, params }) =>
    resendNotification(contextFor(request), params.id),
  );
  defineRoute(app, contracts.retryResellerCoupons, ({ request, params }) =>
    retryCoupons(contextFor(request), params.id),
  );
  defineRoute(app, contracts.deleteReseller, async ({ request, params }) => {
    await deleteReseller(contextFor(request), app.storage, params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.downloadResellerLicence, async ({ params, reply }) => {
    const row = await resellerRowOr404(app.db, params.id);
    const file = row.file_attachment_path ? await app.storage.get(row.file_attachment_path) : undefined;
    if (!file) throw notFound(PARTNER_MESSAGES.noLicence);
    const extension = row.file_attachment_path!.split('.').pop();
    sendStoredFile(reply, file, {
      contentType: row.file_content_type,
      disposition: 'attachment',
      fileName: `${row.reseller_code}-licence.${extension}`,
    });
    return '';
  });
}
