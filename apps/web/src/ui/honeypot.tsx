import { Box } from '@mantine/core';

/** Visually hidden and out of the keyboard's and the screen reader's way: only bots fill it. */
const HIDDEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The public forms' trap for bots: a "Website" field people never see or reach; the server refuses a request that
 * fills it.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" style={HIDDEN}>
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Box>
  );
}
