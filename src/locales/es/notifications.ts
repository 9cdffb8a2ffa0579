import type { notifications as english } from '@locales/en/notifications';

export const notifications: Record<keyof typeof english, string> = {
  'notifications.title': 'Notificaciones',
  'notifications.bellUnread': 'Notificaciones, {count} sin leer',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.empty': 'Todavía no hay nada. Cuando alguien responda a tus publicaciones del foro, lo verás aquí.',
  'notifications.unreadPrefix': 'Sin leer: ',
  'notifications.showOlder': 'Ver anteriores',
};
