/** The simulated shops' fixed settings: US states (as WooCommerce lists them) and shipping zones. */

/**
 * WooCommerce's US state list. Hawaii is spelled with the ʻokina as an HTML entity on purpose: the real
 * API answers names with entities (for example Amap&aacute; in Brazil), so clients must decode them.
 */
export const US_STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District Of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawai&#8216;i'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AA', 'Armed Forces (AA)'],
  ['AE', 'Armed Forces (AE)'],
  ['AP', 'Armed Forces (AP)'],
];

export const SHIPPING_ZONES = [
  { id: 0, name: 'Locations not covered by your other zones', order: 0 },
  { id: 1, name: 'United States (US)', order: 0 },
];

const setting = (id: string, label: string, value: string, type = 'text') => ({
  id,
  label,
  description: '',
  type,
  value,
  default: '',
  tip: '',
  placeholder: '',
});

function method(
  instanceId: number,
  order: number,
  methodId: string,
  title: string,
  settings: ReturnType<typeof setting>[],
) {
  const titles: Record<string, [string, string]> = {
    flat_rate: ['Flat rate', '<p>Lets you charge a fixed rate for shipping.</p>'],
    free_shipping: [
      'Free shipping',
      '<p>Free shipping is a special method which can be triggered with coupons and minimum spends.</p>',
    ],
    local_pickup: ['Local pickup', '<p>Allow customers to pick up orders themselves.</p>'],
  };
  const [methodTitle, methodDescription] = titles[methodId] ?? [methodId, ''];
  return {
    id: instanceId,
    instance_id: instanceId,
    title,
    order,
    enabled: true,
    method_id: methodId,
    method_title: methodTitle,
    method_description: methodDescription,
    settings: Object.fromEntries(
      [setting('title', 'Method title', title), ...settings].map((entry) => [entry.id, entry]),
    ),
  };
}

export const ZONE_METHODS: Record<number, ReturnType<typeof method>[]> = {
  0: [method(4, 1, 'flat_rate', 'DHL International', [setting('cost', 'Cost', '65.00')])],
  1: [
    method(1, 1, 'flat_rate', 'FedEx Ground', [
      setting('cost', 'Cost', '15.00'),
      setting('tax_status', 'Tax status', 'taxable', 'select'),
    ]),
    method(2, 2, 'free_shipping', 'Free Shipping', [setting('requires', 'Free shipping requires...', '', 'select')]),
    method(3, 3, 'local_pickup', 'In person Pick-up', [setting('cost', 'Cost', '0')]),
  ],
};
