import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function InboxPage() {
  return <ComingSoon title="Bandeja" />;
}
