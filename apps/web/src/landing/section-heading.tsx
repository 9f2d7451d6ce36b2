export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-balance text-slate-700 dark:text-slate-300">{lead}</p>}
    </div>
  );
}
