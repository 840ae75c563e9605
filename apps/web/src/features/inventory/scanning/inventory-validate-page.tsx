import { useRef, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCycleCount as applyAccess,
  isBinCode,
  listBins,
  listInventories,
  type CycleCountState,
} from '@makro/domain/inventory';
import { grants } from '@makro/domain/shared';
import {
  applyCycleCorrections,
  beginCycleCount,
  cycleCountKey,
  fetchCycleCount,
  scanIntoCycleCount,
  type CycleCountAnswer,
} from '@/features/inventory/scanning/api';
import { BinPicker } from '@/features/inventory/scanning/bin-picker';
import { CycleCountLists, CycleCountProgress } from '@/features/inventory/scanning/cycle-count-lists';
import { ScanBanner, ScanResultCard, feedbackFromError } from '@/features/inventory/scanning/scan-ui';
import { useScanProcessor } from '@/features/inventory/scanning/use-scan-processor';
import { queryKeyFor } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';

/** The count under way in this tab, so a reload resumes it. */
const CYCLE_KEY = 'makro.cycle-count';

function savedCycleId(): number | null {
  const id = Number(sessionStorage.getItem(CYCLE_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /inventory-validate: a cycle count. Scan a bin, scan what is in it, see what is missing, extra or misplaced. */
export function InventoryValidatePage() {
  const { user, permissions } = useSession();
  const canApply = grants(applyAccess.access, permissions, user?.account_type.slug ?? '');
  const queryClient = useQueryClient();
  const [cycleId, setCycleIdState] = useState<number | null>(savedCycleId);
  const cycleIdRef = useRef(cycleId);
  const setCycleId = (id: number | null) => {
    cycleIdRef.current = id;
    setCycleIdState(id);
    if (id === null) sessionStorage.removeItem(CYCLE_KEY);
    else sessionStorage.setItem(CYCLE_KEY, String(id));
  };
  const cycle = useQuery({
    queryKey: cycleCountKey(cycleId ?? 0),
    queryFn: ({ signal }) => fetchCycleCount(cycleId ?? 0, signal),
    enabled: cycleId !== null,
    retry: false,
  });
  const count = cycleId === null ? null : (cycle.data?.cycle_count ?? null);
  const store = (state: CycleCountState) =>
    queryClient.setQueryData<CycleCountAnswer>(cycleCountKey(state.id), { cycle_count: state });

  const begin = async (binCode: string) => {
    const started = await beginCycleCount(binCode);
    store(started);
    setCycleId(started.id);
    return started;
  };

  const processor = useScanProcessor(async (code) => {
    const id = cycleIdRef.current;
    if (id === null) {
      if (!isBinCode(code)) return { outcome: 'error', message: 'Scan a bin label (BIN-…) first', code };
      const started = await begin(code);
      return {
        outcome: 'success',
        message: `Counting ${started.bin.code}: ${started.expected} items expected`,
        code,
      };
    }
    const state = queryClient.getQueryData<CycleCountAnswer>(cycleCountKey(id))?.cycle_count;
    if (state && state.status !== 'open')
      return { outcome: 'warning', message: 'This count is closed; start over to count again', code };
    const answer = await scanIntoCycleCount(id, code);
    if (cycleIdRef.current !== id) return null;
    store(answer.cycle_count);
    return { outcome: answer.result, message: answer.message, code };
  });
  const scanner = useScanner({ onScan: processor.onScan, onRepeat: processor.onRepeat });

  const apply = useMutation({
    mutationFn: (id: number) => applyCycleCorrections(id),
    onSuccess: ({ cycle_count, corrected }) => {
      store(cycle_count);
      // Items left the bin or came into it.
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listInventories) });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listBins) });
      toast('success', `${corrected} ${corrected === 1 ? 'correction' : 'corrections'} applied`);
    },
    onError: (error) => toast('error', error.message),
  });

  const startOver = () => {
    setCycleId(null);
    processor.clear();
    scanner.reset();
    apply.reset();
  };

  const open = count?.status === 'open';
  const corrections = count ? count.missing.length + count.extra.length + count.wrong_bin.length : 0;

  return (
    <>
      <PageHeader title="Validate Inventory" crumbs={[{ label: 'Inventory', to: '/inventory-search' }]} />
      <Stack gap="lg">
        <ScanBanner
          focused={scanner.focused}
          typing={scanner.typing}
          ready={count === null || open}
          hint={count && !open ? 'This count is closed. Start over to count another bin.' : undefined}
        />
        {count === null ? (
          <>
            <Text>
              <b>Step 1.</b> Scan the label of the bin you are counting, or choose it.
            </Text>
            <BinPicker
              bin={null}
              purpose="Counting"
              disabled={cycle.isFetching}
              onChange={(bin) => {
                if (!bin) return;
                begin(bin.code).then(
                  (started) =>
                    processor.show({
                      outcome: 'success',
                      message: `Counting ${started.bin.code}: ${started.expected} items expected`,
                      code: started.bin.code,
                    }),
                  (error: unknown) => processor.show(feedbackFromError(error, bin.code)),
                );
              }}
            />
            {cycle.isError && (
              <Text c="dimmed" size="sm">
                The count under way could not be loaded; start with a bin.
              </Text>
            )}
          </>
        ) : (
          <Card withBorder padding="lg" data-testid="cycle-count" data-status={count.status}>
            <Group justify="space-between" mb="md" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  {open ? 'Step 2. Scan every tag physically in' : 'Counted'}
                </Text>
                <Title order={3} ff="monospace">
                  {count.bin.code}
                </Title>
                <Text size="sm">{count.bin.name}</Text>
              </div>
              <Badge size="lg" color={open ? 'makro' : count.status === 'applied' ? 'teal' : 'gray'}>
                {count.status === 'applied' ? 'Corrections applied' : count.status === 'open' ? 'Counting' : 'Closed'}
              </Badge>
            </Group>
            <CycleCountProgress count={count} />
          </Card>
        )}
        {processor.feedback && <ScanResultCard feedback={processor.feedback} />}
        {count && <CycleCountLists count={count} />}
        {count && (
          <Group>
            {canApply && (
              <Button
                leftSection={<IconChecklist size={18} />}
                disabled={!open || corrections === 0}
                loading={apply.isPending}
                onClick={() => apply.mutate(count.id)}
              >
                Apply corrections
              </Button>
            )}
            <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={startOver}>
              Start over
            </Button>
            {!canApply && open && corrections > 0 && (
              <Text size="sm" c="dimmed">
                An inventory manager applies the corrections.
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </>
  );
}
