import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function OrgPage() {
  return <ComingSoon title="Recepta" />;
}
