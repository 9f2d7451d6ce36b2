import { Card } from '../../ui/card.tsx';

const bar = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800';

/** Grey shapes of the counters and rows to come, so the page does not jump when they arrive. */
export function TodaySkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Cargando…
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 @3xl:grid-cols-4">
        {['leads', 'citas', 'confirmadas', 'no-shows'].map((name) => (
          <Card key={name} className="space-y-3 p-4 sm:p-5">
            <div className={`h-3.5 w-20 ${bar}`} />
            <div className={`h-7 w-12 ${bar}`} />
            <div className={`h-3 w-24 ${bar}`} />
          </Card>
        ))}
      </div>
      <Card className="divide-y divide-slate-200 dark:divide-slate-800">
        {['a', 'b', 'c'].map((row) => (
          <div key={row} className="flex items-center gap-4 px-5 py-4">
            <div className={`h-5 w-12 ${bar}`} />
            <div className="flex-1 space-y-2">
              <div className={`h-3.5 w-1/3 ${bar}`} />
              <div className={`h-3 w-1/2 ${bar}`} />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
