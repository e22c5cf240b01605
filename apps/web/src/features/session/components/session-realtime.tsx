import { CHANNELS, type UsersLogoutEvent } from '@app/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { disconnectRealtime, subscribe } from '../../../shared/realtime/index.ts';
import { endSession, onSessionEnd } from '../model/session-actions.ts';
import { forcedLogoutDelay, forcedLogoutWording } from '../model/timers.ts';

/**
 * Realtime session channels (spec 1 §4/§7): jwt_invalid_users logs out at once;
 * users-logout warns, then logs out after 10 minutes or at the given date.
 */
export function SessionRealtime() {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  useEffect(() => {
    let forcedTimer: ReturnType<typeof setTimeout> | undefined;
    const offInvalid = subscribe(CHANNELS.jwtInvalidUsers, () => {
      void endSession({ callServer: false });
    });
    const offForced = subscribe<UsersLogoutEvent>(CHANNELS.usersLogout, (payload) => {
      const date = payload?.date;
      const now = Date.now();
      modal.warning({
        title: t('session.forcedLogoutTitle'),
        content:
          date && forcedLogoutWording(date, now) === 'atDate'
            ? t('session.forcedLogoutAt', { time: formatDateTime(date) })
            : t('session.forcedLogout'),
      });
      clearTimeout(forcedTimer);
      forcedTimer = setTimeout(
        () => {
          void endSession({ callServer: true });
        },
        forcedLogoutDelay(date, now),
      );
    });
    const offEnd = onSessionEnd(() => {
      clearTimeout(forcedTimer);
      disconnectRealtime();
    });
    return () => {
      clearTimeout(forcedTimer);
      offInvalid();
      offForced();
      offEnd();
      disconnectRealtime();
    };
  }, [modal, t]);

  return null;
}
