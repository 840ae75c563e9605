import { useState } from 'react';
import { Badge, Box, Collapse, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { menuFor, type MenuLink, type MenuSubmenu } from '@makro/domain/shared';
import { MenuIcon } from '@/app/shell/menu-icons';

/** full: icons and labels; compact: smaller; icons: icons only, labels in tooltips. */
export type SideMenuVariant = 'full' | 'compact' | 'icons';

/** Live counts by menu path (what the person may act on); 0 or none shows no badge. */
export type MenuBadges = Partial<Record<string, number | undefined>>;

interface SideMenuProps {
  permissions: readonly string[];
  badges?: MenuBadges;
  variant?: SideMenuVariant;
  onNavigate?: () => void;
}

function isActive(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function ItemBadge({ value }: { value: number | undefined }) {
  if (value === undefined || value === 0) return null;
  return (
    // A circle fits one digit; longer counts get a pill so 31 is not cut to "3.".
    <Badge size="xs" circle={value < 10} color="red" className="makro-menu-badge" aria-hidden="true">
      {value}
    </Badge>
  );
}

function LinkItem({
  entry,
  variant,
  pathname,
  badge,
  onNavigate,
}: {
  entry: MenuLink;
  variant: SideMenuVariant;
  pathname: string;
  badge: number | undefined;
  onNavigate?: () => void;
}) {
  const link = (
    <Link
      to={entry.path}
      className="makro-menu-link"
      aria-label={entry.label}
      aria-current={isActive(entry.path, pathname) ? 'page' : undefined}
      data-active={isActive(entry.path, pathname) || undefined}
      onClick={onNavigate}
    >
      <MenuIcon name={entry.icon} size={variant === 'compact' ? 18 : 20} />
      <span className="makro-menu-label">{entry.label}</span>
    </Link>
  );
  return (
    <div className="makro-menu-row">
      {variant === 'icons' ? (
        <Tooltip label={entry.label} position="right" withArrow openDelay={100}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
      <ItemBadge value={badge} />
    </div>
  );
}

function SubmenuItem({
  entry,
  variant,
  pathname,
  badges,
  onNavigate,
}: {
  entry: MenuSubmenu;
  variant: SideMenuVariant;
  pathname: string;
  badges: MenuBadges;
  onNavigate?: () => void;
}) {
  const childActive = entry.children.some((child) => isActive(child.path, pathname));
  const [open, setOpen] = useState(childActive);
  const [wasActive, setWasActive] = useState(childActive);
  if (childActive !== wasActive) {
    setWasActive(childActive);
    if (childActive) setOpen(true);
  }

  if (variant === 'icons') {
    return (
      <Menu trigger="click-hover" position="right-start" offset={12} withArrow keepMounted>
        <Menu.Target>
          <UnstyledButton className="makro-menu-link" data-active={childActive || undefined} aria-haspopup="menu">
            <MenuIcon name={entry.icon} />
            <span className="makro-menu-label">{entry.label}</span>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{entry.label}</Menu.Label>
          {entry.children.map((child) => (
            <Menu.Item
              key={child.path}
              component={Link}
              to={child.path}
              aria-label={child.label}
              onClick={onNavigate}
              data-active={isActive(child.path, pathname) || undefined}
              c={isActive(child.path, pathname) ? 'makro.6' : undefined}
            >
              {child.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  const id = `submenu-${entry.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div>
      <UnstyledButton
        className="makro-menu-link"
        data-active={childActive || undefined}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon name={entry.icon} size={variant === 'compact' ? 18 : 20} />
        <span className="makro-menu-label">{entry.label}</span>
        <IconChevronRight size={14} className="makro-menu-chevron" data-open={open || undefined} aria-hidden="true" />
      </UnstyledButton>
      <Collapse expanded={open} keepMounted keepMountedMode="display-none" id={id}>
        <div className="makro-submenu">
          {entry.children.map((child) => (
            <div className="makro-menu-row" key={child.path}>
              <Link
                to={child.path}
                className="makro-menu-link makro-submenu-link"
                aria-label={child.label}
                aria-current={isActive(child.path, pathname) ? 'page' : undefined}
                data-active={isActive(child.path, pathname) || undefined}
                onClick={onNavigate}
              >
                <span className="makro-menu-label">{child.label}</span>
              </Link>
              <ItemBadge value={badges[child.path]} />
            </div>
          ))}
        </div>
      </Collapse>
    </div>
  );
}

/** The side menu, filtered by permission (menuFor): group labels, icons, submenus, badges (live ones by path). */
export function SideMenu({ permissions, badges = {}, variant = 'full', onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = menuFor(permissions);
  return (
    <Box component="nav" aria-label="Main menu" data-testid="side-menu" className="makro-menu" data-variant={variant}>
      {groups.map((group) => (
        <div key={group.label} className="makro-menu-group" role="group" aria-label={group.label}>
          {variant === 'icons' ? (
            <div className="makro-menu-group-divider" aria-hidden="true" />
          ) : (
            <Text className="makro-menu-group-label">{group.label}</Text>
          )}
          {group.entries.map((entry) =>
            'path' in entry ? (
              <LinkItem
                key={entry.label}
                entry={entry}
                variant={variant}
                pathname={pathname}
                badge={badges[entry.path]}
                onNavigate={onNavigate}
              />
            ) : (
              <SubmenuItem
                key={entry.label}
                entry={entry}
                variant={variant}
                pathname={pathname}
                badges={badges}
                onNavigate={onNavigate}
              />
            ),
          )}
        </div>
      ))}
    </Box>
  );
}
