import { features } from './content.ts';
import { SectionHeading } from './section-heading.tsx';

export function Features() {
  return (
    <section id="funciones" aria-labelledby="funciones-title" className="scroll-mt-4 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="funciones-title"
          title="Funciones clave"
          lead="Todo lo que hace una buena recepcionista, en el canal que tus pacientes ya usan."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, desc }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-950 dark:text-white">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
