import { Download } from 'lucide-react';
import type { MeOrg } from '../../api/me.ts';
import { orgExportUrl } from '../../api/privacy.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';

/**
 * 'Exportar todos los datos' (docs/privacy.md#exporting-the-organisation): the whole organisation as
 * one ZIP, for the owner only. A plain link: the server streams the file, the browser saves it.
 */
export function ExportCard({ org }: { org: MeOrg }) {
  return (
    <Card>
      <CardHeader
        title="Exportar todos los datos"
        description="Un archivo ZIP con servicios, profesionales, sedes, pacientes, citas, mensajes y consentimientos, en CSV y JSON. Puedes importarlo en otra organización. La descarga queda registrada en la actividad."
      />
      <CardContent>
        <a href={orgExportUrl(org.id)} className={buttonClasses({ variant: 'secondary' })} download>
          <Download className="size-4" aria-hidden />
          Descargar ZIP
        </a>
      </CardContent>
    </Card>
  );
}
