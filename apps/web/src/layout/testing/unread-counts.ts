/** The bell's unread counts with `total` system messages, as GET /message/getUnreadCount answers them. */
export const unreadCounts = (total: number) => ({
  unreadTotalCount: total,
  unreadSystemMessageCount: total,
  unreadMessageCount: 0,
  unreadNoticeCount: 0,
  unreadScheduleCount: 0,
});
