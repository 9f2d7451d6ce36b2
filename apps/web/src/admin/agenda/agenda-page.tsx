import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function AgendaPage() {
  return <ComingSoon title="Agenda" />;
}
