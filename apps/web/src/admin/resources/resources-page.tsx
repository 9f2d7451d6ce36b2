import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function ResourcesPage() {
  return <ComingSoon title="Recursos" />;
}
