import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function BlocksPage() {
  return <ComingSoon title="Bloques" />;
}
