import { Badge } from '@mantine/core';
import { BUG_STATUS_LABELS, type BugStatus } from '@makro/domain/bugs-manager';
import { WHOLE_TEXT } from '@/ui/badge-styles';

const COLORS: Record<BugStatus, string> = { new: 'blue', in_progress: 'orange', fixed: 'teal', wont_fix: 'gray' };

export function BugStatusBadge({ status }: { status: BugStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" styles={WHOLE_TEXT}>
      {BUG_STATUS_LABELS[status]}
    </Badge>
  );
}
