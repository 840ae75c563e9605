import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconClick, IconHistory, IconKeyboard, IconScan } from '@tabler/icons-react';
import { parseScannedTicket, type ShippingHistory } from '@makro/domain/packing-shipping';
import { messageOf, usePackModule, usePackingTicket } from '@/features/packing-shipping/api';
import { PackingPanel, type Refusal } from '@/features/packing-shipping/packing-panel';
import { ShippingPanel } from '@/features/packing-shipping/shipping-panel';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { playScanSound, unlockScanSounds } from '@/lib/scan-feedback';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';

function FocusBanner({ focused, typing, packing }: { focused: boolean; typing: boolean; packing: boolean }) {
  const listening = focused && !typing;
  const BannerIcon = listening ? IconScan : typing ? IconKeyboard : IconClick;
  return (
    <Alert
      variant={listening ? 'light' : 'outline'}
      color={listening ? 'makro' : 'gray'}
      icon={<BannerIcon size={22} />}
      data-testid="packing-banner"
      data-listening={listening}
      data-expects={packing ? 'tag' : 'ticket'}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
      title={packing ? "Scan each module's tag ..." : "Please Scan the Ticket's QR or Number ..."}
    >
      {typing
        ? 'Typing in a field: a scan goes into it. Click outside the fields to scan from anywhere on the page.'
        : listening
          ? packing
            ? 'A tag scanned anywhere on this page goes into the line of its part.'
            : 'A ticket scanned anywhere on this page opens its lines.'
          : 'Click anywhere on the page so the scanner’s keystrokes reach it.'}
    </Alert>
  );
}

/**
 * /packing-shipping (spec part 2 §2): scan the ticket, scan each module into its line (a wrong one refused
 * loudly), print the packing slip, ship it through ShipStation and see what was sent.
 */
export function PackingShippingPage() {
  const [number, setNumber] = useState<string | null>(null);
  const found = usePackingTicket(number);
  const pack = usePackModule();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [lastPacked, setLastPacked] = useState<string | null>(null);
  const [shipped, setShipped] = useState<ShippingHistory | null>(null);
  const ticket = found.data?.ticket;
  const packing = Boolean(ticket && !ticket.packed && !ticket.shipment && ticket.lines.length > 0);

  useEffect(() => unlockScanSounds(), []);

  const find = (value: string) => {
    setRefusal(null);
    setLastPacked(null);
    setShipped(null);
    setNumber(parseScannedTicket(value));
  };

  const packTag = async (code: string) => {
    if (!ticket) return;
    try {
      const answer = await pack.mutateAsync({ ticket_number: ticket.ticket_number, serial_number: code });
      setRefusal(null);
      setLastPacked(answer.ticket.lines.find((line) => line.id === answer.line_id)?.serial_number ?? null);
      playScanSound('success');
      toast('success', answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      playScanSound('error');
      setRefusal({ serial: code.toUpperCase(), message: messageOf(error) });
    }
  };

  const onScan = (code: string) => {
    if (packing) void packTag(code);
    else find(code);
  };
  const scanner = useScanner({ onScan, onRepeat: onScan });

  useEffect(() => {
    if (found.isError) playScanSound('warning');
  }, [found.isError]);

  return (
    <Stack gap={0}>
      <PageHeader title="Packing / Shipping" />
      <Group gap="sm" mb="md">
        {/* Plain links: the router's in-app move from this page left it on screen in Chromium (see decisions). */}
        <Button component="a" href="/packing-history" variant="default" leftSection={<IconHistory size={16} />}>
          Packing History
        </Button>
        <Button component="a" href="/shipping-history" variant="default" leftSection={<IconHistory size={16} />}>
          Shipping History
        </Button>
      </Group>
      <Card withBorder radius="md" shadow="xs" padding="lg" mb="lg">
        <FocusBanner focused={scanner.focused} typing={scanner.typing} packing={packing} />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <PackingPanel
            ticket={ticket}
            loading={found.isFetching || pack.isPending}
            error={found.isError ? messageOf(found.error) : null}
            refusal={refusal}
            lastPacked={lastPacked}
            onFind={find}
          />
        </Card>
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <ShippingPanel
            ticketNumber={ticket?.packed ? ticket.ticket_number : ''}
            shipment={shipped ?? ticket?.shipment ?? null}
            onShipped={setShipped}
          />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
