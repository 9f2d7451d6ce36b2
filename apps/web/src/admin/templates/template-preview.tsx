import { templateSegments, templateVariables } from '@recepta/domain';
import { ChatBubble, ChatSurface } from '../../ui/chat-bubble.tsx';
import { sampleValue } from './template-labels.ts';

/** The message as a patient would see it on WhatsApp, with example values in place of the variables. */
export function TemplatePreview({ text, buttons = [] }: { text: string; buttons?: string[] }) {
  const variables = templateVariables(text);
  return (
    <section aria-labelledby="template-preview-title" className="space-y-2">
      <h3 id="template-preview-title" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Vista previa
      </h3>
      <ChatSurface
        className="rounded-xl border border-slate-200 px-3 py-4 dark:border-slate-800"
        data-testid="template-preview"
      >
        {text.trim() ? (
          <ChatBubble direction="in">
            {templateSegments(text).map((segment, i) =>
              'text' in segment ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their place
                <span key={i}>{segment.text}</span>
              ) : (
                <mark
                  // biome-ignore lint/suspicious/noArrayIndexKey: a variable may repeat; its place tells it apart
                  key={i}
                  title={`{{${segment.variable}}}`}
                  className="rounded-sm bg-[#25d366]/20 px-0.5 font-medium text-inherit dark:bg-[#25d366]/25"
                >
                  {sampleValue(segment.variable)}
                </mark>
              ),
            )}
          </ChatBubble>
        ) : null}
        {text.trim() && buttons.some((b) => b.trim()) && (
          <ul aria-label="Botones" className="mt-1 flex max-w-[85%] flex-col gap-1">
            {buttons
              .filter((b) => b.trim())
              .map((b, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a button is its place in the list
                  key={i}
                  className="rounded-lg bg-white px-3 py-1.5 text-center text-sm font-medium text-[#027eb5] shadow-[0_1px_0.5px_rgba(11,20,26,0.13)] dark:bg-[#202c33] dark:text-[#53bdeb]"
                >
                  {b}
                </li>
              ))}
          </ul>
        )}
        {text.trim() ? null : (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            Escribe el texto para ver cómo lo recibirá el paciente.
          </p>
        )}
      </ChatSurface>
      {variables.length > 0 && (
        // The caption sits above the list: a <dt> with no <dd> after it breaks the list's pairs.
        <div className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
          <p className="font-medium text-slate-700 dark:text-slate-300">Valores de ejemplo</p>
          <p>Al enviarla, cada variable se reemplaza por el dato real del paciente o de su cita.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {variables.map((n) => (
              <div key={n} className="contents">
                <dt className="font-mono">{`{{${n}}}`}</dt>
                <dd>{sampleValue(n)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
