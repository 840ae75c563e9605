import { useState } from 'react';
import { Card, Tabs } from '@mantine/core';
import { IconBox, IconFileImport, IconTags } from '@tabler/icons-react';
import { BinLabelsTab } from '@/features/inventory/qr-tags/bin-labels-tab';
import { ImportTagsTab } from '@/features/inventory/qr-tags/import-tags-tab';
import { TagLabelsTab } from '@/features/inventory/qr-tags/tag-labels-tab';
import { PageHeader } from '@/ui/page-header';

type Tab = 'tags' | 'bins' | 'import';

/** /qr-generator: new tag serials with printable labels, bin labels, and a CSV import of existing tags. */
export function QrGeneratorPage() {
  const [tab, setTab] = useState<Tab>('tags');
  return (
    <>
      <PageHeader title="QR Generator" />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'tags')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="tags" leftSection={<IconTags size={16} />}>
              Tag labels
            </Tabs.Tab>
            <Tabs.Tab value="bins" leftSection={<IconBox size={16} />}>
              Bin labels
            </Tabs.Tab>
            <Tabs.Tab value="import" leftSection={<IconFileImport size={16} />}>
              Import tags
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tags">
            <TagLabelsTab active={tab === 'tags'} />
          </Tabs.Panel>
          <Tabs.Panel value="bins">
            <BinLabelsTab active={tab === 'bins'} />
          </Tabs.Panel>
          <Tabs.Panel value="import">
            <ImportTagsTab />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
