import { CHANNELS, type UsersLogoutEvent } from '@app/contracts';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
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
  // The listeners read the current texts and modal through refs: the subscription (and the
  // socket) lives as long as the shell, never restarting when texts load (a restart dropped
  // the socket, and an event sent meanwhile was lost).
  const texts = useRef(t);
  texts.current = t;
  const modals = useRef(modal);
  modals.current = modal;

  useEffect(() => {
    const t = (key: string, options?: Record<string, unknown>) => texts.current(key, options);
    let forcedTimer: ReturnType<typeof setTimeout> | undefined;
    const offInvalid = subscribe(CHANNELS.jwtInvalidUsers, () => {
      void endSession({ callServer: false });
    });
    const offForced = subscribe<UsersLogoutEvent>(CHANNELS.usersLogout, (payload) => {
      const date = payload?.date;
      const now = Date.now();
      modals.current.warning({
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
  }, []);

  return null;
}
