import { Link } from 'react-router';

// The full landing page (SPEC.md §2) is built by the landing issue; this is its entry point.
export default function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Recepcionista por WhatsApp</p>
      <h1 className="text-4xl font-bold tracking-tight">Recepta</h1>
      <Link to="/login" className="text-sm text-slate-600 underline dark:text-slate-300">
        Acceso para el equipo
      </Link>
    </main>
  );
}
