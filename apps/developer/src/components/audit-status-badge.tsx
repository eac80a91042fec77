import { Badge } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';

const LABEL: Record<number, MessageId> = {
  [-1]: 'api.audit.-1',
  0: 'api.audit.0',
  1: 'api.audit.1',
  2: 'api.audit.2',
};

const PALETTE: Record<number, string> = { [-1]: 'gray', 0: 'orange', 1: 'green', 2: 'red' };

/** The API application's audit status (spec section 3: 0 Awaiting review, 1 Approved, 2 Review rejected). */
export function AuditStatusBadge({ status }: { status: number }) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" size="lg">
      {t(LABEL[status] ?? 'api.audit.-1')}
    </Badge>
  );
}
