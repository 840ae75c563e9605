import { BENCH_PARTS, benchSerial } from './inventory-bench';
import type { CorrectnessCheck } from './report';

interface Page {
  inventories: { serial_number: string; part_number: string; status: string; item_category: string | null }[];
  total_count: number;
  total_is_estimate: boolean;
}

/** Answers of the search, asked after the load, checked against what the seed put in the table. */
export async function searchSpotChecks(origin: string, token: string, total: number): Promise<CorrectnessCheck[]> {
  const ask = async (query: string): Promise<Page> => {
    const response = await fetch(`${origin}/api/v1/inventories?${query}&per_page=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`search ${query} answered ${response.status}`);
    return (await response.json()) as Page;
  };
  const serial = benchSerial(Math.ceil(total / 3));
  const prefix = serial.slice(0, 9);
  const part = BENCH_PARTS[17]!;
  const fragment = part.slice(2, 7);
  const [whole, begins, byPart, byFragment, filtered] = await Promise.all([
    ask(`keyword=${serial.toLowerCase()}`),
    ask(`keyword=${prefix}`),
    ask(`keyword=${part}&page=2`),
    ask(`keyword=${fragment}`),
    ask(`keyword=${part}&status=bin_ready&category=ECM`),
  ]);
  const at = `at ${total.toLocaleString('en-US')} items`;
  return [
    {
      name: `a whole serial finds exactly that item ${at}`,
      ok: whole.total_count === 1 && whole.inventories[0]?.serial_number === serial,
    },
    {
      name: `a serial's beginning finds 100 items, each beginning with it ${at}`,
      ok:
        begins.total_count === 100 &&
        begins.inventories.length === 20 &&
        begins.inventories.every((item) => item.serial_number.startsWith(prefix)),
    },
    {
      name: `a whole part number's second page holds only that part ${at}`,
      ok: byPart.inventories.length === 20 && byPart.inventories.every((item) => item.part_number === part),
    },
    {
      name: `a part-number fragment finds only part numbers holding it ${at}`,
      ok:
        byFragment.inventories.length > 0 &&
        byFragment.inventories.every((item) => item.part_number.includes(fragment)),
    },
    {
      name: `keyword, status and category together ${at}`,
      ok:
        filtered.inventories.length > 0 &&
        filtered.inventories.every(
          (item) => item.part_number === part && item.status === 'bin_ready' && item.item_category === 'ECM',
        ),
    },
  ];
}
