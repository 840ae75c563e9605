import { useMutation } from '@tanstack/react-query';
import { createTags, importTags } from '@makro/domain/inventory';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

export type NewTagsBody = EndpointInput<typeof createTags>['body'];
export type ImportTagsBody = EndpointInput<typeof importTags>['body'];

/** Allocates new tag serials for a part number and registers them in the catalogue. */
export function useCreateTags() {
  return useMutation({ mutationFn: (body: NewTagsBody) => callEndpoint(createTags, { body }) });
}

/** Registers existing tag serials from CSV text; nothing on screen lists the catalogue, so nothing refetches. */
export function useImportTags() {
  return useMutation({ mutationFn: (body: ImportTagsBody) => callEndpoint(importTags, { body }) });
}
