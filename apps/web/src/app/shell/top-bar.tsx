import {
  ActionIcon,
  Box,
  Burger,
  Group,
  Indicator,
  Menu,
  SimpleGrid,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconApps,
  IconBell,
  IconBrandGithub,
  IconBrandSlack,
  IconCreditCard,
  IconLanguage,
  IconMail,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconPackage,
  IconSettings,
  IconShip,
  IconSun,
  IconTruck,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserInfo } from '@makro/domain/users';
import { UserMenu } from '@/app/shell/user-menu';
import { GlobalSearchBox } from '@/features/global-search/global-search-box';
import { updateThemeSettings, useThemeSettings } from '@/lib/theme-settings';
import { Logo } from '@/ui/logo';

const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'es', label: 'Spanish' },
  { code: 'ru', label: 'Russian' },
];

const SAMPLE_NOTIFICATIONS: { icon: Icon; title: string; time: string; color: string }[] = [
  { icon: IconPackage, title: 'New RMA request submitted for TIPM order', time: '5 min ago', color: 'makro' },
  { icon: IconTruck, title: 'Parcel received: 3 modules waiting for inspection', time: '1 hour ago', color: 'teal' },
  { icon: IconAlertTriangle, title: 'Refund request needs approval', time: 'Yesterday', color: 'orange' },
];

const APPS: { icon: Icon; label: string }[] = [
  { icon: IconBrandSlack, label: 'Slack' },
  { icon: IconShip, label: 'ShipStation' },
  { icon: IconCreditCard, label: 'Braintree' },
  { icon: IconMail, label: 'MailerSend' },
  { icon: IconBrandGithub, label: 'GitHub' },
  { icon: IconPackage, label: 'Web shops' },
];

interface TopBarProps {
  user: UserInfo | null;
  burgerOpened: boolean;
  onBurger: () => void;
  onOpenSettings: () => void;
  /** The burger is shown on desktop too (sidebar size full / fullscreen). */
  burgerOnDesktop: boolean;
}

export function TopBar({ user, burgerOpened, onBurger, onOpenSettings, burgerOnDesktop }: TopBarProps) {
  const { colorScheme } = useThemeSettings();
  const fullscreen = useFullscreenDocument();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={burgerOpened}
          onClick={onBurger}
          size="sm"
          hiddenFrom={burgerOnDesktop ? undefined : 'sm'}
          aria-label="Toggle navigation"
          className="makro-topbar-icon"
        />
        <Link to="/dashboard" className="makro-logo-link" aria-label="MAKRO home">
          <Logo size={30} />
        </Link>
        <Box visibleFrom="md">
          <GlobalSearchBox />
        </Box>
      </Group>

      <Group gap={4} wrap="nowrap">
        <Menu position="bottom-end" width={180} shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label="Language" className="makro-topbar-icon" visibleFrom="xs">
              <IconLanguage size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {LANGUAGES.map((language) => (
              <Menu.Item key={language.code} rightSection={language.code === 'en' ? '✓' : undefined}>
                {language.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>

        <Menu position="bottom-end" width={300} shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label="Apps" className="makro-topbar-icon" visibleFrom="sm">
              <IconApps size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown p="sm">
            <Text fw={600} fz="sm" mb="xs">
              Apps
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {APPS.map(({ icon: AppIcon, label }) => (
                <UnstyledButton key={label} className="makro-app-tile">
                  <AppIcon size={24} stroke={1.5} />
                  <Text fz="xs" mt={4}>
                    {label}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Menu.Dropdown>
        </Menu>

        <Menu position="bottom-end" width={320} shadow="md">
          <Menu.Target>
            <Indicator label={SAMPLE_NOTIFICATIONS.length} size={16} color="red" offset={6}>
              <ActionIcon variant="subtle" size="lg" aria-label="Notifications" className="makro-topbar-icon">
                <IconBell size={20} />
              </ActionIcon>
            </Indicator>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Notifications</Menu.Label>
            {SAMPLE_NOTIFICATIONS.map(({ icon: NoteIcon, title, time, color }) => (
              <Menu.Item
                key={title}
                leftSection={
                  <ActionIcon component="span" variant="light" color={color} radius="xl" size="lg">
                    <NoteIcon size={16} />
                  </ActionIcon>
                }
              >
                <Text fz="sm" lh={1.3}>
                  {title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {time}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>

        <Tooltip label="Theme settings">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Theme settings"
            onClick={onOpenSettings}
            className="makro-topbar-icon"
          >
            <IconSettings size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={colorScheme === 'dark' ? 'Light mode' : 'Dark mode'}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Toggle light/dark mode"
            className="makro-topbar-icon"
            onClick={() => updateThemeSettings({ colorScheme: colorScheme === 'dark' ? 'light' : 'dark' })}
          >
            {colorScheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={fullscreen.fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Toggle fullscreen"
            className="makro-topbar-icon"
            visibleFrom="sm"
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Tooltip>
        {user && (
          <Box ml="xs">
            <UserMenu user={user} />
          </Box>
        )}
      </Group>
    </Group>
  );
}
