import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_LIMIT } from '../components/toast.ts';
import './toasts.css';

export default function Toasts() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" />;
}
