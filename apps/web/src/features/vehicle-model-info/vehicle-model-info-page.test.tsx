import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VEHICLE_INFO_MESSAGES,
  decodeVehicleVin,
  listFitments,
  listVehicleCategories,
  partNumberInput,
  type Fitment,
} from '@makro/domain/vehicle-model-info';
import { vinAnswerFromRules } from '@makro/domain/vin-decoder';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';
import { VehicleModelInfoPage } from '@/features/vehicle-model-info/vehicle-model-info-page';

const JEEP_VIN = '1C4RJFAG0FC625797';

const fitment = (part: string, model: string | null = 'Grand Cherokee'): Fitment => ({
  id: `tipm:${part}:Jeep:${model ?? ''}`,
  part_number: part,
  shop: 'tipm',
  product: `2011 Jeep ${model ?? ''} TIPM ${part}`,
  make: 'Jeep',
  model,
  years: [2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015],
  conditions: ['Rebuilt', 'New'],
  skus: [`${part}-NEW`, `${part}-REBUILT`],
});

function serve() {
  return mockApi(
    onEndpoint(listVehicleCategories, {
      years: [2014, 2015],
      makes: [
        { name: 'Jeep', years: [2014, 2015], models: ['Cherokee', 'Grand Cherokee'] },
        { name: 'Ram', years: [2015], models: ['1500'] },
      ],
      unavailable_shops: [],
    }),
    onEndpoint(listFitments, ({ query }) => {
      if (query.part_number === 'NOPE')
        return { fitments: [], current_page: 1, total_count: 0, total_pages: 1, unavailable_shops: [] };
      if (query.part_number === 'DOWN')
        return errorAnswer(502, 'upstream_failed', 'Failed to load vehicle categories.');
      const rows = query.part_number
        ? [fitment(partNumberInput(String(query.part_number)))]
        : [fitment('68099135AC'), fitment('68148211AA')];
      return {
        fitments: rows,
        current_page: 1,
        total_count: rows.length,
        total_pages: 1,
        unavailable_shops: ['ecm' as const],
      };
    }),
    onEndpoint(decodeVehicleVin, ({ params }) => ({
      vin: { ...vinAnswerFromRules(params.vin), decoded: true, make: 'Jeep', model: 'Grand Cherokee', trim: 'Laredo' },
      vehicle: { year: 2015, make: 'Jeep', model: 'Grand Cherokee' },
      unavailable_shops: [],
    })),
  );
}

describe('VehicleModelInfoPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    reloadSession();
  });

  it('says what to do before a search, then lists the vehicles a part number fits', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VehicleModelInfoPage />, {
      route: '/vehicle-model-information',
      path: '/vehicle-model-information',
    });
    expect(screen.getByText(VEHICLE_INFO_MESSAGES.startTitle)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: '68099135ac-rebuilt' } });
    await waitFor(() => expect(screen.getByText('68099135AC')).toBeTruthy());
    expect(api.callsTo(listFitments)[0]?.query).toMatchObject({ part_number: '68099135ac-rebuilt' });
    expect(screen.getByText('2007–2015')).toBeTruthy();
    expect(screen.getByText('Rebuilt')).toBeTruthy();
    // The ECM shop did not answer: the page says so.
    expect(screen.getByText(/The ECM shop did not answer/)).toBeTruthy();
    // A technician may open the part's hardware information.
    expect(screen.getByTitle('Hardware information of 68099135AC').getAttribute('href')).toBe(
      '/hardware-information?part_number=68099135AC',
    );
  });

  it('says when nothing fits and shows a failure in words', async () => {
    signInAs('technician');
    serve();
    renderWithProviders(<VehicleModelInfoPage />, {
      route: '/vehicle-model-information?part_number=NOPE',
      path: '/vehicle-model-information',
    });
    await waitFor(() => expect(screen.getByText(VEHICLE_INFO_MESSAGES.noPartTitle('NOPE'))).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: 'DOWN' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load vehicle categories.'));
  });

  it('lists the part numbers of a vehicle picked by make and model', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VehicleModelInfoPage />, {
      route: '/vehicle-model-information?by=vehicle&make=Jeep&model=Grand%20Cherokee',
      path: '/vehicle-model-information',
    });
    await waitFor(() => expect(screen.getByText('68148211AA')).toBeTruthy());
    expect(api.callsTo(listFitments)[0]?.query).toMatchObject({ make: 'Jeep', model: 'Grand Cherokee' });
    const model = () =>
      screen.getAllByLabelText(/^Model/).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await waitFor(() => expect(model().value).toBe('Grand Cherokee'));
  });

  it('decodes a VIN and lists the part numbers of its vehicle', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<VehicleModelInfoPage />, {
      route: '/vehicle-model-information?by=vin',
      path: '/vehicle-model-information',
    });
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: JEEP_VIN.toLowerCase() } });
    await waitFor(() => expect(screen.getByTestId('vin-vehicle').textContent).toContain('Jeep Grand Cherokee Laredo'));
    await waitFor(() => expect(screen.getByText('68099135AC')).toBeTruthy());
    expect(api.callsTo(listFitments)[0]?.query).toMatchObject({ year: '2015', make: 'Jeep', model: 'Grand Cherokee' });
  });
});
