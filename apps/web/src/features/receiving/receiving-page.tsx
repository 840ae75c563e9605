import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { IconClick, IconKeyboard, IconScan, IconSearch } from '@tabler/icons-react';
import {
  RECEIVING_MESSAGES,
  ReceivingSearchQuery,
  TRACKING_NUMBER_MESSAGE,
  isTrackingNumber,
  parseTrackingNumber,
  type ReceivedHistory,
  type ReceivingTicket,
} from '@makro/domain/receiving';
import { useReceivingSearch, type ReceivingSearch } from '@/features/receiving/api';
import { MatchModal } from '@/features/receiving/match-modal';
import { ReceiveModal, type ScannedCode } from '@/features/receiving/receive-modal';
import { HISTORY_FILTERS, ReceivedHistoryTable } from '@/features/receiving/received-history-table';
import { ReceivingResults } from '@/features/receiving/receiving-results';
import { UnmatchedModal } from '@/features/receiving/unmatched-modal';
import { useContractForm } from '@/lib/contract-form';
import { playScanSound, unlockScanSounds } from '@/lib/scan-feedback';
import { useListState } from '@/lib/use-list-state';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';

const FILTERS = { tab: 'receive', ...HISTORY_FILTERS };

/** The spec's focus banner; its words under it say whether scans reach the page now. */
function FocusBanner({ focused, typing }: { focused: boolean; typing: boolean }) {
  const listening = focused && !typing;
  const BannerIcon = listening ? IconScan : typing ? IconKeyboard : IconClick;
  return (
    <Alert
      variant={listening ? 'light' : 'outline'}
      color={listening ? 'makro' : 'gray'}
      icon={<BannerIcon size={22} />}
      data-testid="receiving-banner"
      data-listening={listening}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
      title={RECEIVING_MESSAGES.banner}
    >
      {typing
        ? 'Typing in a field: a scan goes into it. Click outside the fields to scan from anywhere on the page.'
        : listening
          ? 'A label scanned anywhere on this page searches its ticket.'
          : 'Click anywhere on the page so the scanner’s keystrokes reach it.'}
    </Alert>
  );
}

/**
 * /receiving: scan a parcel's label (or search a ticket), receive it on its ticket, or record it as unmatched;
 * the received history in the second tab.
 */
export function ReceivingPage() {
  const list = useListState({ filters: FILTERS });
  const tab = list.filters.tab === 'history' ? 'history' : 'receive';
  const [search, setSearch] = useState<ReceivingSearch | null>(null);
  const results = useReceivingSearch(search);
  const [receiving, setReceiving] = useState<ReceivingTicket | null>(null);
  const [unmatchedOpen, setUnmatchedOpen] = useState(false);
  const [matching, setMatching] = useState<ReceivedHistory | null>(null);
  const [scannedTag, setScannedTag] = useState<ScannedCode | null>(null);
  /** The tracking number of the scan whose results are awaited (a scan with one ticket opens its modal). */
  const awaitedScan = useRef<string | null>(null);
  const form = useContractForm(ReceivingSearchQuery, { initialValues: { ticket_number: '', tracking_number: '' } });
  const values = form.getValues();
  const empty = !String(values.ticket_number ?? '').trim() && !String(values.tracking_number ?? '').trim();
  const tracking = search?.tracking_number;

  useEffect(() => unlockScanSounds(), []);

  const closeModals = () => {
    setReceiving(null);
    setUnmatchedOpen(false);
    setScannedTag(null);
  };

  const run = (next: ReceivingSearch, fromScan: boolean) => {
    awaitedScan.current = fromScan ? (next.tracking_number ?? null) : null;
    setSearch(next);
    if (tab !== 'receive') list.setFilters({ tab: 'receive' });
  };

  const onScan = (code: string) => {
    if (receiving || unmatchedOpen) {
      setScannedTag({ code, at: Date.now() });
      return;
    }
    const parsed = parseTrackingNumber(code);
    form.setValues({ ticket_number: '', tracking_number: parsed });
    if (!isTrackingNumber(parsed)) {
      playScanSound('error');
      form.setFieldError('tracking_number', `${parsed || code} ${TRACKING_NUMBER_MESSAGE}`);
      return;
    }
    run({ tracking_number: parsed }, true);
  };
  const scanner = useScanner({ onScan, onRepeat: onScan, enabled: matching === null });

  const found = results.data;
  useEffect(() => {
    if (!found || !tracking || awaitedScan.current !== tracking) return;
    awaitedScan.current = null;
    const [only, ...others] = found.tickets;
    if (!only) {
      playScanSound('warning');
      return;
    }
    playScanSound('success');
    if (others.length === 0 && only.last_received?.tracking_number !== tracking) setReceiving(only);
  }, [found, tracking]);

  const onSubmit = form.onSubmit((query) => {
    // Spaces stripped, a USPS label read: the field shows the number that is searched.
    if (query.tracking_number) form.setFieldValue('tracking_number', query.tracking_number);
    run(query, false);
  });

  return (
    <Stack gap={0}>
      <PageHeader title="Receiving" />
      <Card withBorder radius="md" shadow="xs" padding="lg" mb="lg">
        <Stack gap="md">
          <FocusBanner focused={scanner.focused} typing={scanner.typing} />
          <form onSubmit={onSubmit} noValidate aria-label="Search ticket">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Ticket Number"
                placeholder="REP-70001"
                autoComplete="off"
                style={{ flex: '1 1 200px' }}
                {...form.getInputProps('ticket_number')}
              />
              <TextInput
                label="Tracking Number"
                placeholder="Scan or type the label's number"
                autoComplete="off"
                style={{ flex: '2 1 280px' }}
                styles={{ input: { fontFamily: 'monospace' } }}
                {...form.getInputProps('tracking_number')}
              />
              <Button
                type="submit"
                mt={25}
                disabled={empty}
                loading={results.isFetching}
                leftSection={<IconSearch size={16} />}
              >
                Search Ticket
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Tabs value={tab} onChange={(value) => list.setFilters({ tab: value === 'history' ? 'history' : 'receive' })}>
          <Tabs.List mb="md">
            <Tabs.Tab value="receive">Mark as Receive</Tabs.Tab>
            <Tabs.Tab value="history">Received History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="receive">
            <ReceivingResults
              searched={search !== null}
              fetching={results.isFetching}
              tracking={tracking}
              tickets={found?.tickets}
              unmatched={found?.unmatched_receipt ?? null}
              error={results.isError ? RECEIVING_MESSAGES.ticketUpdateFailed(results.error.message) : null}
              onReceive={(ticket) => setReceiving(ticket)}
              onRecordUnmatched={() => setUnmatchedOpen(true)}
              onMatch={setMatching}
            />
          </Tabs.Panel>
          <Tabs.Panel value="history">{tab === 'history' && <ReceivedHistoryTable list={list} />}</Tabs.Panel>
        </Tabs>
      </Card>
      <ReceiveModal ticket={receiving} tracking={tracking ?? ''} scannedTag={scannedTag} onClose={closeModals} />
      <UnmatchedModal opened={unmatchedOpen} tracking={tracking ?? ''} scannedTag={scannedTag} onClose={closeModals} />
      <MatchModal entry={matching} onClose={() => setMatching(null)} />
    </Stack>
  );
}
