import { useLocation } from 'react-router';
import { type OrgRequiredState, useCurrentOrgOrNull } from '../../api/use-current-org.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BookingPageCard } from './booking-page-card.tsx';
import { CalendarCard } from './calendar-card.tsx';
import { InitOrgForm } from './init-org-form.tsx';
import { IntegrationsCard } from './integrations-card.tsx';
import { RenameOrgForm } from './rename-org-form.tsx';
import { WeeklyReportCard } from './weekly-report-card.tsx';
import { WhatsAppCard } from './whatsapp-card.tsx';

/** /admin/recepta: set the organisation up; once it exists, rename it, connect WhatsApp, publish calendar links, switch the weekly report mail and manage its API keys. */
export default function OrgPage() {
  const org = useCurrentOrgOrNull();
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
      <RenameOrgForm key={org.id} org={org} />
      <WhatsAppCard org={org} />
      <BookingPageCard org={org} />
      <CalendarCard org={org} />
      <WeeklyReportCard org={org} />
      <IntegrationsCard org={org} />
    </section>
  );
}
