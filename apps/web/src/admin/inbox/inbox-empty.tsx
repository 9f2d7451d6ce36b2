import { MessageCircle } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';

/** A new organisation's inbox: what will appear here, and how to try it at once with the simulator. */
export function InboxEmpty({ onSimulate }: { onSimulate: () => void }) {
  return (
    <Card className="px-6 py-14 text-center">
      <MessageCircle className="mx-auto size-8 text-slate-400 dark:text-slate-500" aria-hidden />
      <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-slate-50">Todavía no hay conversaciones</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
        Cuando tus pacientes escriban a tu número de WhatsApp, sus conversaciones aparecerán aquí, junto con sus citas.
        Puedes probarlo ahora escribiendo como paciente en el simulador.
      </p>
      <Button variant="secondary" className="mt-4" onClick={onSimulate}>
        Abrir el simulador
      </Button>
    </Card>
  );
}
