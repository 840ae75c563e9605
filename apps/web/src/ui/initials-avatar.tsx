import { Avatar, type AvatarProps } from '@mantine/core';

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}

function readableTextOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return '#fff';
  const value = parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1a1b1e' : '#fff';
}

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'color'> {
  firstName: string;
  lastName: string;
  /** Profile picture url; without one, initials on `color`. */
  src?: string | null;
  color?: string;
}

/** A profile picture, else generated initials on the user's default colour. */
export function UserAvatar({ firstName, lastName, src, color = '#3f8fd2', ...others }: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  if (src) return <Avatar src={src} alt={name} radius="xl" {...others} />;
  return (
    <Avatar
      radius="xl"
      alt={name}
      styles={{ placeholder: { background: color, color: readableTextOn(color), fontWeight: 700 } }}
      {...others}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
