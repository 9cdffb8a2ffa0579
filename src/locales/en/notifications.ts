/** /notifications and the bell in the top bar. */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.empty': 'Nothing yet. When someone replies to your forum posts, you will see it here.',
  'notifications.unreadPrefix': 'Unread: ',
  'notifications.showOlder': 'Show older',
};
