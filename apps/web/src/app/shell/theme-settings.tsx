import type { ReactNode } from 'react';
import { Button, Divider, Drawer, Radio, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  BAR_COLORS,
  COLOR_SCHEMES,
  LAYOUT_MODES,
  LAYOUT_POSITIONS,
  SIDEBAR_SIZES,
  resetThemeSettings,
  updateThemeSettings,
  useThemeSettings,
  type ThemeSettings,
} from '@/lib/theme-settings';

const LABELS: Record<string, string> = {
  light: 'Light',
  dark: 'Dark',
  brand: 'Brand',
  fluid: 'Fluid',
  boxed: 'Boxed',
  detached: 'Detached',
  default: 'Default',
  compact: 'Compact',
  condensed: 'Condensed',
  'sm-hover': 'Hover View',
  full: 'Full Layout',
  fullscreen: 'Full Screen',
  fixed: 'Fixed',
  scrollable: 'Scrollable',
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <div>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text c="dimmed" fz="xs">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

function Choice<K extends keyof ThemeSettings>({
  name,
  options,
  value,
  label,
}: {
  name: K;
  options: readonly string[];
  value: string;
  label: string;
}) {
  return (
    <SegmentedControl
      fullWidth
      aria-label={label}
      data={options.map((option) => ({ value: option, label: LABELS[option] ?? option }))}
      value={value}
      onChange={(next) => updateThemeSettings({ [name]: next } as Partial<ThemeSettings>)}
    />
  );
}

/** The theme settings side panel (spec part 1 §2). Saved per browser; Reset restores the defaults. */
export function ThemeSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useThemeSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={<Text fw={700}>Theme Customizer</Text>}
    >
      <Stack gap="lg" pb="md" data-testid="theme-settings">
        <Section title="Color Scheme" description="Choose light or dark scheme.">
          <Choice name="colorScheme" label="Color Scheme" options={COLOR_SCHEMES} value={settings.colorScheme} />
        </Section>
        <Section title="Layout Mode" description="Fluid, boxed or detached layout.">
          <Choice name="layoutMode" label="Layout Mode" options={LAYOUT_MODES} value={settings.layoutMode} />
        </Section>
        <Section title="Topbar Color" description="Choose the colour of the top bar.">
          <Choice name="topbarColor" label="Topbar Color" options={BAR_COLORS} value={settings.topbarColor} />
        </Section>
        <Section title="Menu Color" description="Choose the colour of the side menu.">
          <Choice name="menuColor" label="Menu Color" options={BAR_COLORS} value={settings.menuColor} />
        </Section>
        <Section title="Sidebar Size" description="Choose the size of the sidebar.">
          <Radio.Group
            aria-label="Sidebar Size"
            value={settings.sidebarSize}
            onChange={(next) => updateThemeSettings({ sidebarSize: next as ThemeSettings['sidebarSize'] })}
          >
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {SIDEBAR_SIZES.map((size) => (
                <Radio key={size} value={size} label={LABELS[size]} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Section>
        <Section title="Layout Position" description="Fixed keeps the top bar and menu in place while scrolling.">
          <Choice
            name="layoutPosition"
            label="Layout Position"
            options={LAYOUT_POSITIONS}
            value={settings.layoutPosition}
          />
        </Section>
        <Section title="Sidebar User Info" description="Show the user card at the top of the menu.">
          <Switch
            label="Sidebar User Info"
            checked={settings.sidebarUserInfo}
            onChange={(event) => updateThemeSettings({ sidebarUserInfo: event.currentTarget.checked })}
          />
        </Section>
        <Divider />
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={resetThemeSettings}>
          Reset
        </Button>
      </Stack>
    </Drawer>
  );
}
