import { useLocation } from 'react-router';
import { useMe } from '../../api/me.ts';
import { useCan } from '../../api/permissions.ts';
import { type OrgRequiredState, useCurrentOrgOrNull } from '../../api/use-current-org.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BookingPageCard } from './booking-page-card.tsx';
import { CalendarCard } from './calendar-card.tsx';
import { ExportCard } from './export-card.tsx';
import { InitOrgForm } from './init-org-form.tsx';
import { IntegrationsCard } from './integrations-card.tsx';
import { PrivacyCard } from './privacy-card.tsx';
import { RenameOrgForm } from './rename-org-form.tsx';
import { RetentionCard } from './retention-card.tsx';
import { TeamCard } from './team-card.tsx';
import { WeeklyReportCard } from './weekly-report-card.tsx';
import { WhatsAppCard } from './whatsapp-card.tsx';

/** /admin/recepta: set the organisation up; once it exists, rename it, connect WhatsApp, publish calendar links, switch the weekly report mail and manage its API keys. */
export default function OrgPage() {
  const org = useCurrentOrgOrNull();
  const can = useCan();
  const me = useMe().data;
  const state = useLocation().state as Partial<OrgRequiredState> | null;

  if (!org) {
    return (
      <section className="mx-auto max-w-3xl space-y-5">
        <PageHeader title="Configura tu organización" />
        {state?.orgRequired && <Alert variant="info">Primero configura tu organización para usar el panel.</Alert>}
        <InitOrgForm />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Organización" />
      {/* Keyed by id so the form starts from the saved name of this organisation. */}
      {can('config.write') && <RenameOrgForm key={org.id} org={org} />}
      {can('members.manage') && me && <TeamCard org={org} userId={me.user.id} />}
      {can('channel.manage') && <WhatsAppCard org={org} />}
      {can('config.write') && <BookingPageCard org={org} />}
      {can('calendarFeeds.manage') && <CalendarCard org={org} />}
      {can('config.write') && <PrivacyCard org={org} />}
      {can('config.write') && <RetentionCard org={org} />}
      {can('data.export') && <ExportCard org={org} />}
      {can('reports.money') && <WeeklyReportCard org={org} />}
      {can('apiKeys.manage') && <IntegrationsCard org={org} />}
    </section>
  );
}
