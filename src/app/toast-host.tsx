import { Suspense, lazy, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toasts' component, its transitions and styles load with the first toast, not with the
// shell: a sign-in or a dashboard that shows none never pays for them. Until then toasts wait
// in @mantine/notifications' store (a few hundred bytes, in the shell), which the component
// renders once it arrives.
const Toasts = lazy(() => import('./toasts.tsx'));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
