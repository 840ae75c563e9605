import { useState } from 'react';
import {
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDiscount, IconEye } from '@tabler/icons-react';
import { NewSitewideSale, SalePercentage } from '@makro/domain/sitewide-sale';
import { SHOP_LABELS, type Shop } from '@makro/domain/shops';
import { useCreateSale, useSaleCategories, type SalePreviewInput } from '@/features/sitewide-sale/api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

const WHOLE_SHOP = 'whole-shop';
const DAY_MS = 86_400_000;

/** An instant as a datetime-local input shows it, in the browser's time zone, to the minute. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** What a datetime-local input holds ("2026-11-25T14:30", local time) as an ISO instant; '' when empty. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function startOfMinute(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
}

export interface SaleFormProps {
  /** Asked to show the products a sale of these values would change. */
  onPreview: (query: Omit<SalePreviewInput, 'page' | 'per_page'>) => void;
  onStarted: () => void;
}

/** Shop, category ("Whole shop" or one of its categories), percentage, start and end; Preview and Start sale. */
export function SaleForm({ onPreview, onStarted }: SaleFormProps) {
  const now = Date.now();
  const form = useContractForm(NewSitewideSale, {
    initialValues: {
      shop: 'tipm' as Shop,
      category_id: null as number | null,
      percentage: 10 as number | string,
      starts_at: startOfMinute(now),
      ends_at: startOfMinute(now + 7 * DAY_MS),
    },
  });
  const [shop, setShop] = useState<Shop>('tipm');
  const categories = useSaleCategories(shop);
  const create = useCreateSale();

  const preview = () => {
    const checked = ['shop', 'percentage'].map((field) => form.validateField(field).hasError);
    if (checked.some(Boolean)) return;
    const percentage = SalePercentage.safeParse(form.values.percentage);
    if (!percentage.success) return;
    onPreview({
      shop: form.values.shop,
      category_id: form.values.category_id ?? undefined,
      percentage: percentage.data,
    });
  };

  const submit = form.onSubmit((values) => {
    create.mutate(values, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        onStarted();
      },
      onError: (error) => {
        // A clash with another sale is marked on the category and said in words too.
        if (!markServerErrors(form, error) || (error instanceof ApiError && error.status === 409))
          toast('error', error.message);
      },
    });
  });

  const dateInput = (field: 'starts_at' | 'ends_at') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: toLocalInput(input.value as string),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(field, fromLocalInput(event.currentTarget.value)),
    };
  };

  const categoryOptions = [
    { value: WHOLE_SHOP, label: 'Whole shop' },
    ...(categories.data ?? []).map((category) => ({
      value: String(category.id),
      label: `${category.label} (${category.count})`,
    })),
  ];

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <form onSubmit={submit} aria-label="Sitewide sale" noValidate>
        <Stack gap="md">
          <div>
            <Title order={5}>New sale</Title>
            <Text fz="sm" c="dimmed">
              A percentage off every product of a shop or of one category. The server puts the sale prices in the shop
              at the start and restores the regular prices at the end.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Input.Label id="sale-shop-label">Shop</Input.Label>
              <SegmentedControl
                aria-labelledby="sale-shop-label"
                value={form.values.shop}
                onChange={(value) => {
                  setShop(value as Shop);
                  form.setValues({ shop: value as Shop, category_id: null });
                }}
                data={(Object.keys(SHOP_LABELS) as Shop[]).map((value) => ({ value, label: SHOP_LABELS[value] }))}
                fullWidth
              />
            </Stack>
            <Select
              label="Category"
              searchable
              nothingFoundMessage="No such category"
              data={categoryOptions}
              value={form.values.category_id === null ? WHOLE_SHOP : String(form.values.category_id)}
              onChange={(value) =>
                form.setFieldValue('category_id', !value || value === WHOLE_SHOP ? null : Number(value))
              }
              error={form.errors.category_id}
              disabled={categories.isPending}
              comboboxProps={{ withinPortal: true }}
              allowDeselect={false}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label="Percentage off"
              required
              min={0.01}
              max={99.99}
              step={5}
              decimalScale={2}
              suffix=" %"
              {...form.getInputProps('percentage')}
            />
            <TextInput type="datetime-local" label="Start" required {...dateInput('starts_at')} />
            <TextInput type="datetime-local" label="End" required {...dateInput('ends_at')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={preview}>
              Preview
            </Button>
            <Button type="submit" leftSection={<IconDiscount size={16} />} loading={create.isPending}>
              Start sale
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
