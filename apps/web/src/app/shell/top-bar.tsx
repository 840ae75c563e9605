import { ActionIcon, Box, Burger, Group, Menu, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import {
  IconApps,
  IconBrandSlack,
  IconCreditCard,
  IconMail,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconSettings,
  IconShip,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserInfo } from '@makro/domain/users';
import { UserMenu } from '@/app/shell/user-menu';
import { GlobalSearchBox } from '@/features/global-search/global-search-box';
import { NotificationBell } from '@/features/notifications';
import { updateThemeSettings, useThemeSettings } from '@/lib/theme-settings';
import { Logo } from '@/ui/logo';

/** The outside services staff also work in, each opening its own sign-in in a new tab. */
const APPS: { icon: Icon; label: string; href: string }[] = [
  { icon: IconBrandSlack, label: 'Slack', href: 'https://app.slack.com/client' },
  { icon: IconShip, label: 'ShipStation', href: 'https://ship.shipstation.com/' },
  { icon: IconCreditCard, label: 'Braintree', href: 'https://www.braintreegateway.com/login' },
  { icon: IconMail, label: 'MailerSend', href: 'https://app.mailersend.com/' },
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
              {APPS.map(({ icon: AppIcon, label, href }) => (
                <UnstyledButton
                  key={label}
                  className="makro-app-tile"
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <AppIcon size={24} stroke={1.5} />
                  <Text fz="xs" mt={4}>
                    {label}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Menu.Dropdown>
        </Menu>

        <NotificationBell />

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
            <UserMenu user={user} onOpenSettings={onOpenSettings} />
          </Box>
        )}
      </Group>
    </Group>
  );
}
