import { Plus } from 'lucide-react';
import { faqs } from './content.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * Questions as native <details>/<summary>: a disclosure that opens by click, Enter or Space and is
 * announced as expandable, with no JavaScript at all.
 */
export function Faq() {
  return (
    <section id="preguntas" aria-labelledby="preguntas-title" className="scroll-mt-4 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionHeading id="preguntas-title" title="Preguntas frecuentes" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {faqs.map((f) => (
            <details key={f.q} className="group">
              <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-lg font-semibold text-slate-950 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-500 dark:text-white dark:hover:text-brand-200">
                {f.q}
                <Plus
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-slate-700 dark:text-slate-300">{f.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
