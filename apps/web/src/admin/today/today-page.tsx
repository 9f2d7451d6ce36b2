import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function TodayPage() {
  return <ComingSoon title="Hoy" />;
}
