/**
 * The simulated workspace. Most demo users are found by e-mail, the technician by the local part of
 * an address at the second company domain, a few not at all (they keep the initials avatar).
 */
export interface DemoMember {
  id: string;
  real_name: string;
  email: string | null;
  title: string;
  color: string;
  deleted?: boolean;
  is_bot?: boolean;
}

export const demoMembers = (secondDomain: string): DemoMember[] => [
  { id: 'U01ADMIN', real_name: 'Alex Morgan', email: 'administrator@makro.example', title: 'Owner', color: '9f69e7' },
  {
    id: 'U02OPS',
    real_name: 'Olivia Reyes',
    email: 'operations.manager@makro.example',
    title: 'Operations',
    color: '4bbe2e',
  },
  {
    id: 'U03TECHM',
    real_name: 'Terrence Walsh',
    email: 'tech.manager@makro.example',
    title: 'Bench lead',
    color: 'e7392d',
  },
  {
    id: 'U04TECH',
    real_name: 'Tina Nguyen',
    email: `technician@${secondDomain}`,
    title: 'Technician',
    color: '3c989f',
  },
  {
    id: 'U05CSRM',
    real_name: 'Carmen Lopez',
    email: 'csr.manager@makro.example',
    title: 'Customer service lead',
    color: 'e0a729',
  },
  { id: 'U06CSR', real_name: 'Chris Baker', email: 'csr@makro.example', title: 'Customer service', color: '684b6c' },
  {
    id: 'U07GONE',
    real_name: 'Former Employee',
    email: 'former@makro.example',
    title: '',
    color: '999999',
    deleted: true,
  },
  { id: 'U08NOMAIL', real_name: 'Warehouse Tablet', email: null, title: '', color: '5b7083' },
  { id: 'USLACKBOT', real_name: 'Slackbot', email: null, title: '', color: '757575', is_bot: true },
];
