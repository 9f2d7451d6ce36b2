import { useState } from 'react';
import type { CreatedApiKey } from '../../api/api-keys.ts';
import type { MeOrg } from '../../api/me.ts';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ApiKeyList } from './api-key-list.tsx';
import { CreateApiKeyForm } from './create-api-key-form.tsx';
import { NewKeyNotice } from './new-key-notice.tsx';

/** 'Integraciones': the API keys with which the chat receptionist and other tools call the API. */
export function IntegrationsCard({ org }: { org: MeOrg }) {
  // Held in memory only: once dismissed or the page is left, the key cannot be seen again.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <Card>
      <CardHeader
        title="Integraciones"
        description="Las claves de API permiten que otras aplicaciones, como tu recepcionista de WhatsApp, usen la API de Recepta en nombre de esta organización."
      />
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3.5 py-2.5 text-sm dark:bg-slate-800/60">
          <span className="text-slate-600 dark:text-slate-400">ID de la organización</span>
          <code className="min-w-0 font-mono text-xs break-all text-slate-900 dark:text-slate-100">{org.id}</code>
          <CopyButton value={org.id} variant="ghost" className="ml-auto" label="Copiar ID" copiedLabel="ID copiado" />
        </div>
        <CreateApiKeyForm orgId={org.id} onCreated={setCreated} />
        {created && <NewKeyNotice created={created} onDismiss={() => setCreated(null)} />}
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Claves activas</h3>
          <ApiKeyList orgId={org.id} />
        </div>
      </CardContent>
    </Card>
  );
}
