export { UserCard, type UserCardProps, UserCardView } from './user-card.tsx';
export { type UserId, type UserShort, userShortKey, userShortQuery, useUserShort } from './user-short.ts';
export { USER_TOOLTIP_HOVER_MS, USER_TOOLTIP_TOUCH_HOLD_MS, UserTooltip, type UserTooltipProps } from './user-tooltip.tsx';
