import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIN_WARNINGS, decodePublicVin, decodeVin, vinAnswerFromRules } from '@makro/domain/vin-decoder';
import { endpointUrl } from '@/lib/api-client';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { useVinDecode, type VinDecodeMode } from '@/features/vin-decoder';
import { hondaAccord } from '@/features/vin-decoder/test-data';
import { VIN_HISTORY_KEY } from '@/features/vin-decoder/vin-history';
import { VinDecoderPage } from '@/features/vin-decoder/vin-decoder-page';

const ACCORD = '1HGCM82633A004352';
const TYPO = '1HGCM82633A004353';
const GRAND_CARAVAN = '2C4RDGCG1DR542491';

function serve() {
  return mockApi(
    onEndpoint(decodeVin, ({ params }) => {
      if (params.vin === ACCORD) return { vin: hondaAccord() };
      if (params.vin === TYPO)
        return {
          vin: hondaAccord({
            vin: TYPO,
            check_digit: { expected: '5', actual: '3', valid: false },
            warnings: [VIN_WARNINGS.checkDigit('3', '5')],
          }),
        };
      if (params.vin === GRAND_CARAVAN)
        return { vin: { ...vinAnswerFromRules(GRAND_CARAVAN), decoded: true, make: 'Dodge', model: 'Grand Caravan' } };
      return errorAnswer(400, 'bad_request', `params.vin: has "Z" at position 9`, {
        fields: [{ field: 'params.vin', message: 'has "Z" at position 9' }],
      });
    }),
    onEndpoint(decodePublicVin, { vin: hondaAccord() }),
  );
}

const field = () => screen.getByLabelText('VIN') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('VinDecoderPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    reloadSession();
  });

  it('decodes as soon as 17 characters are in and shows the vehicle, engine, plant and check digit', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VinDecoderPage />, { route: '/vin-decoder', path: '/vin-decoder' });
    expect(document.activeElement).toBe(field());
    type('1hgcm82633a00435');
    expect(field().value).toBe('1HGCM82633A00435');
    expect(screen.getByText(/^16\/17 characters/)).toBeTruthy();
    expect(api.callsTo(decodeVin)).toHaveLength(0);

    type('1hgcm82633a004352');
    expect(await screen.findByRole('heading', { name: '2003 Honda Accord EX-V6' })).toBeTruthy();
    expect(api.callsTo(decodeVin).map((call) => call.url)).toEqual([
      endpointUrl(decodeVin, { params: { vin: ACCORD } }),
    ]);
    expect(screen.getByText('Check digit valid')).toBeTruthy();
    expect(screen.getByText('3.0 L')).toBeTruthy();
    expect(screen.getByText('J30A4')).toBeTruthy();
    expect(screen.getByText('MARYSVILLE')).toBeTruthy();
    expect(screen.getByText('Coupe')).toBeTruthy();
    expect(screen.queryByText('Please check')).toBeNull();
  });

  it('warns of a check digit that does not match, and still shows the vehicle', async () => {
    signInAs('csr');
    serve();
    renderWithProviders(<VinDecoderPage />);
    type(TYPO);
    expect(await screen.findByText('Check digit warning')).toBeTruthy();
    expect(screen.getByText('Please check')).toBeTruthy();
    expect(screen.getByText(VIN_WARNINGS.checkDigit('3', '5'))).toBeTruthy();
    expect(screen.getByText('Does not match')).toBeTruthy();
  });

  it('names what is wrong with a VIN under the field, from the rules on Enter and from the server', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VinDecoderPage />);
    type('1HGCM');
    fireEvent.submit(field().closest('form')!);
    expect(await screen.findByText('VIN must be exactly 17 characters (5 given)')).toBeTruthy();
    type('1HGCM82633A00435O');
    expect(
      await screen.findByText('VIN has "O" at position 17: a VIN holds only letters and digits, never I, O or Q'),
    ).toBeTruthy();
    expect(api.callsTo(decodeVin)).toHaveLength(0);

    // A VIN of the right shape the server refuses all the same: its sentence goes under the field.
    type('WVWZZZ1JZXW000001');
    expect(await screen.findByText('VIN has "Z" at position 9')).toBeTruthy();
  });

  it('keeps the VINs decoded this session, newest first, and decodes one again on a click', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VinDecoderPage />);
    type(ACCORD);
    await screen.findByRole('heading', { name: '2003 Honda Accord EX-V6' });
    type(`I${GRAND_CARAVAN}`); // a VIN barcode's import marker is dropped
    await screen.findByRole('heading', { name: '2013 Dodge Grand Caravan' });
    const history = screen.getByText('Decoded this session').closest('div')!.parentElement!.parentElement!;
    const entries = () => within(history).getAllByRole('button', { name: /^Decode .* again/ });
    // The session's list is written after the answer is shown: on a busy machine a moment later.
    await waitFor(() =>
      expect(entries().map((entry) => entry.getAttribute('aria-label'))).toEqual([
        `Decode ${GRAND_CARAVAN} again: 2013 Dodge Grand Caravan`,
        `Decode ${ACCORD} again: 2003 Honda Accord EX-V6`,
      ]),
    );
    expect(JSON.parse(sessionStorage.getItem(VIN_HISTORY_KEY)!)).toHaveLength(2);

    fireEvent.click(entries()[1]!);
    expect(await screen.findByRole('heading', { name: '2003 Honda Accord EX-V6' })).toBeTruthy();
    expect(field().value).toBe(ACCORD);
    // Vehicle data does not change: the answer already here is shown, not asked again.
    expect(api.callsTo(decodeVin)).toHaveLength(2);
  });
});

/** The hook as the repair wizard uses it: a VIN field that may be empty, half typed or complete. */
function Probe({ mode }: { mode: VinDecodeMode }) {
  const [vin, setVin] = useState<string | null>(null);
  const decode = useVinDecode(vin, mode);
  return (
    <>
      <input aria-label="wizard VIN" onChange={(event) => setVin(event.currentTarget.value || null)} />
      <div data-testid="probe">{decode.data ? decode.data.vin.make : decode.fetchStatus}</div>
    </>
  );
}

describe('useVinDecode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    reloadSession();
  });

  it('asks the public route without a session for the intake form, and only for a VIN of the right shape', async () => {
    const api = serve();
    renderWithProviders(<Probe mode="public" />);
    const probe = () => screen.getByTestId('probe').textContent;
    expect(probe()).toBe('idle');
    fireEvent.change(screen.getByLabelText('wizard VIN'), { target: { value: '1HGCM82633A00435' } });
    expect(probe()).toBe('idle');
    fireEvent.change(screen.getByLabelText('wizard VIN'), { target: { value: ` ${ACCORD.toLowerCase()} ` } });
    await waitFor(() => expect(probe()).toBe('Honda'));
    const [call] = api.callsTo(decodePublicVin);
    expect(call?.url).toBe(endpointUrl(decodePublicVin, { params: { vin: ACCORD } }));
    expect(call?.headers.authorization).toBeUndefined();
    expect(api.callsTo(decodeVin)).toHaveLength(0);
  });
});
