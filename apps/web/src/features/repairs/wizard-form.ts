import { useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { LABELS, initialValues, wizardSchema, type WizardValues } from '@/features/repairs/wizard-model';

/** The wizard's one form, validated by the domain's schema; its messages read with the labels people see. */
export function useWizardForm() {
  return useContractForm(wizardSchema, {
    initialValues: initialValues() as never,
    enhanceGetInputProps: errorsInWords(LABELS),
  });
}
export type WizardForm = ReturnType<typeof useWizardForm>;

/** The values as the wizard holds them (a repair type may still be unchosen, which the schema's types cannot say). */
export const valuesOf = (form: WizardForm) => form.getValues() as unknown as WizardValues;

/** Changes several order fields at once (a make clears its model): one render, one validation. */
export const changeOrder = (form: WizardForm, changes: Partial<WizardValues['order']>) =>
  form.setFieldValue('order', { ...valuesOf(form).order, ...changes } as never);
