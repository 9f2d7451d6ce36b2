import { PageHeader } from './page-header.tsx';

/** A screen whose issue has not been built yet; says so plainly instead of showing made-up data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Esta sección todavía no está disponible.
      </div>
    </section>
  );
}
