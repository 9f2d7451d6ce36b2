import type { TemplateStatus } from '@recepta/domain';
import { Badge } from '../../ui/badge.tsx';
import { statusInfo } from './template-labels.ts';

export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  const info = statusInfo[status];
  return <Badge tone={info.tone}>{info.label}</Badge>;
}
