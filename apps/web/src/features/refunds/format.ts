import { DEPARTMENT_LABELS, REFUND_DEPARTMENTS, REFUND_REASONS, type RefundDepartment } from '@makro/domain/refunds';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '1234.5' → '$1,234.50'; a credit (refund) shows with a minus sign: '-$120.00'. */
export function money(amount: string, credit = false): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const text = dollars.format(Math.abs(value));
  return credit || value < 0 ? `-${text}` : text;
}

export const departmentLabel = (department: string) =>
  DEPARTMENT_LABELS[department as RefundDepartment] ?? department.toUpperCase();

export const DEPARTMENT_OPTIONS = REFUND_DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_LABELS[value] }));
export const REASON_OPTIONS = REFUND_REASONS.map(([value, label]) => ({ value, label }));
