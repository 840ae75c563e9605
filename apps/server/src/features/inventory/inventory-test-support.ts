import type { TestApp } from '../../test/build-test-app';

/**
 * Tags registered in the catalogue for a part number, as the QR generator makes them. A part number the
 * catalogue does not know yet is confirmed as new, as a person would after the generator asked.
 */
export async function newTags(t: TestApp, token: string, partNumber: string, quantity: number): Promise<string[]> {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/v1/inventory_tags',
    payload: { part_number: partNumber, quantity, confirm_new_part: true },
  });
  if (response.statusCode !== 201) throw new Error(`tags: ${response.body}`);
  return response.json<{ tags: { serial_number: string }[] }>().tags.map((tag) => tag.serial_number);
}

export async function scanCode(
  t: TestApp,
  token: string,
  mode: string,
  code: string,
  extra: Record<string, string> = {},
) {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/v1/inventory_scans',
    payload: { mode, code, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`scan: ${response.body}`);
  return response.json<{
    scan: {
      result: string;
      message: string;
      item: { id: number; serial_number: string; status: string; location: { code: string } | null } | null;
    };
    bin: { code: string; items: { serial_number: string }[] } | null;
    recent_events: { description: string }[];
  }>();
}

export async function newBin(t: TestApp, token: string, code: string) {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/v1/locations',
    payload: { location: { code, name: `Shelf ${code}` } },
  });
  if (response.statusCode !== 201) throw new Error(`bin: ${response.body}`);
}
