import { useRef, useState } from 'react';
import { Card, Grid, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { SCAN_MODES, SCAN_MODE_LABELS, isBinCode, updateModuleType, type ScanMode } from '@makro/domain/inventory';
import { grants } from '@makro/domain/shared';
import { fetchBin } from '@/features/inventory/bins-api';
import { useScanHistory, useSendScan, type ScanResponse } from '@/features/inventory/scanning/api';
import { AssignSetup } from '@/features/inventory/scanning/assign-setup';
import { BinPicker } from '@/features/inventory/scanning/bin-picker';
import { RecentEvents, ScanHistoryTable } from '@/features/inventory/scanning/scan-history';
import {
  loadScanSession,
  newScanSession,
  saveScanSession,
  type ScanSession,
} from '@/features/inventory/scanning/scan-session';
import { ItemDetails, ItemsTable, ScanBanner, ScanResultCard } from '@/features/inventory/scanning/scan-ui';
import { UpdateModuleTypeForm } from '@/features/inventory/scanning/update-module-type-form';
import { useScanProcessor } from '@/features/inventory/scanning/use-scan-processor';
import { useSession } from '@/lib/session-store';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';

const HINTS: Partial<Record<ScanMode, string>> = {
  add_to_location: 'Scan or choose the bin first, then scan the items that go into it.',
  assign_inventory: 'Enter the ticket or order number first, then scan the items.',
};

function ModeResult({ mode, result }: { mode: ScanMode; result: ScanResponse | null }) {
  if (!result) return null;
  return (
    <>
      {result.scan.item && <ItemDetails item={result.scan.item} />}
      {mode === 'check_status' && result.scan.item && <RecentEvents events={result.recent_events} />}
      {mode === 'check_bin' && result.bin && (
        <Stack gap="xs" mt="md">
          <Text fw={600}>
            {result.bin.code} · {result.bin.name}: {result.bin.item_count}{' '}
            {result.bin.item_count === 1 ? 'item' : 'items'}
          </Text>
          <ItemsTable
            key={result.scan.id}
            items={result.bin.items}
            label={`Items in ${result.bin.code}`}
            empty="This bin is empty."
          />
        </Stack>
      )}
    </>
  );
}

/** /inventory-management (spec part 1 §2 "Manage Inventory"): scan modes, result card, session history. */
export function ManageInventoryPage() {
  const { user, permissions } = useSession();
  const canUpdateType = grants(updateModuleType.access, permissions, user?.account_type.slug ?? '');
  const modes = SCAN_MODES.filter((mode) => mode !== 'update_module_type' || canUpdateType);
  const [session, setSessionState] = useState<ScanSession | null>(() => {
    const saved = loadScanSession();
    return saved && modes.includes(saved.mode) ? saved : null;
  });
  const sessionRef = useRef(session);
  const [result, setResult] = useState<ScanResponse | null>(null);
  const sendScan = useSendScan();
  const mode = session?.mode ?? null;
  const scanMode = mode === 'update_module_type' ? null : mode;
  const history = useScanHistory(scanMode, session?.since ?? '');

  const updateSession = (next: ScanSession | null) => {
    sessionRef.current = next;
    setSessionState(next);
    saveScanSession(next);
  };
  const sameMode = (a: ScanSession | null, b: ScanSession) => a?.mode === b.mode && a.since === b.since;

  const processor = useScanProcessor(async (code) => {
    const current = sessionRef.current;
    if (!current || current.mode === 'update_module_type') return null;
    setResult(null);
    if (current.mode === 'add_to_location' && (isBinCode(code) || !current.bin)) {
      if (!isBinCode(code)) return { outcome: 'error', message: 'Scan or choose a bin first', code };
      const { location } = await fetchBin(code);
      if (sameMode(sessionRef.current, current)) updateSession({ ...current, bin: location });
      return { outcome: 'success', message: `Bin ${location.code} chosen: scanned items go into it`, code };
    }
    if (current.mode === 'assign_inventory' && !current.assignTo)
      return { outcome: 'error', message: 'Enter the ticket or order number first', code };
    const response = await sendScan(
      {
        mode: current.mode,
        code,
        bin_code: current.mode === 'add_to_location' ? current.bin?.code : undefined,
        assign_to: current.mode === 'assign_inventory' ? (current.assignTo ?? undefined) : undefined,
      },
      current.since,
    );
    if (!sameMode(sessionRef.current, current)) return null;
    setResult(response);
    const bin = sessionRef.current?.bin;
    if (current.mode === 'add_to_location' && bin && response.scan.result === 'success') {
      // The chosen bin's count follows what went into it.
      const counted = response.bin?.code === bin.code ? response.bin : (await fetchBin(bin.code)).location;
      if (sameMode(sessionRef.current, current) && sessionRef.current?.bin?.code === bin.code)
        updateSession({
          ...current,
          bin: { id: counted.id, code: counted.code, name: counted.name, item_count: counted.item_count },
        });
    }
    return { outcome: response.scan.result, message: response.scan.message, code };
  });

  const scanning = scanMode !== null;
  const scanner = useScanner({ onScan: processor.onScan, onRepeat: processor.onRepeat, enabled: scanning });

  const chooseMode = (value: string) => {
    const next = modes.find((candidate) => candidate === value);
    if (!next || next === mode) return;
    updateSession(newScanSession(next));
    setResult(null);
    processor.clear();
    scanner.reset();
  };

  // Add to Location listens for the bin's label first; Assign Inventory needs the ticket typed in.
  const ready = scanning && !(mode === 'assign_inventory' && !session?.assignTo);
  const setupPending =
    mode === null ||
    (mode === 'add_to_location' && !session?.bin) ||
    (mode === 'assign_inventory' && !session?.assignTo);

  return (
    <>
      <PageHeader title="Manage Inventory" crumbs={[{ label: 'Inventory', to: '/inventory-search' }]} />
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Radio.Group label="Scan mode" value={mode} onChange={chooseMode} name="scan-mode">
            <Group mt="xs" gap="lg">
              {modes.map((option) => (
                <Radio key={option} value={option} label={SCAN_MODE_LABELS[option]} />
              ))}
            </Group>
          </Radio.Group>
        </Card>

        {mode === 'update_module_type' ? (
          <UpdateModuleTypeForm />
        ) : (
          <>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <Stack gap="md">
                  <ScanBanner
                    focused={scanner.focused}
                    typing={scanner.typing}
                    ready={ready}
                    hint={setupPending ? (mode ? HINTS[mode] : 'Choose a scan mode above.') : undefined}
                  />
                  {mode === 'add_to_location' && (
                    <BinPicker
                      bin={session?.bin ?? null}
                      purpose="Scanned items go into"
                      onChange={(bin) => session && updateSession({ ...session, bin })}
                    />
                  )}
                  {mode === 'assign_inventory' && (
                    <AssignSetup
                      assignTo={session?.assignTo ?? null}
                      onChange={(assignTo) => session && updateSession({ ...session, assignTo })}
                    />
                  )}
                  {processor.busy && (
                    <Group gap="xs" c="dimmed">
                      <Loader size="xs" />
                      <Text size="sm">Checking the scan…</Text>
                    </Group>
                  )}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 7 }} miw={0}>
                {processor.feedback ? (
                  <ScanResultCard feedback={processor.feedback}>
                    {mode && <ModeResult mode={mode} result={result} />}
                  </ScanResultCard>
                ) : (
                  <Card withBorder padding="lg">
                    <Title order={5}>Last scan</Title>
                    <Text c="dimmed" size="sm" mt={4}>
                      {mode ? 'The result of the next scan shows here.' : 'Choose a scan mode to start.'}
                    </Text>
                  </Card>
                )}
              </Grid.Col>
            </Grid>
            {mode && <ScanHistoryTable scans={history.data?.scans ?? []} loading={history.isFetching} />}
          </>
        )}
      </Stack>
    </>
  );
}
