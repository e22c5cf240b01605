import { CommentOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isMobile } from '../../../shared/format.ts';
import { STORAGE_KEYS, session as sessionStorage } from '../../../shared/storage.ts';
import { sessionStore, useSession } from '../../session/index.ts';
import { patchGeneralFeedback } from '../api/feedback.ts';

/** Spec 1 §4: shown only to a signed-in, non-mobile user with no feedback date. */
export function shouldPromptFeedback(
  user: { generalFeedbackDate: string | null; checkPasswordChange: boolean } | null,
  userAgent: string,
): boolean {
  return Boolean(user) && user!.generalFeedbackDate === null && !user!.checkPasswordChange && !isMobile(userAgent);
}

export function FeedbackPrompt() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(sessionStorage.get(STORAGE_KEYS.feedbackPostponed) === '1');

  if (hidden || pathname.startsWith('/survey') || !shouldPromptFeedback(user, navigator.userAgent)) return null;

  const postpone = () => {
    sessionStorage.set(STORAGE_KEYS.feedbackPostponed, '1');
    setHidden(true);
  };
  const never = () => {
    setHidden(true);
    patchGeneralFeedback()
      .then((r) => sessionStore.patchUser({ generalFeedbackDate: r?.general_feedback_date ?? new Date().toISOString() }))
      .catch((e: unknown) => console.warn('feedback refusal failed', e));
  };

  return (
    <Card
      role="dialog"
      aria-label={t('feedback.promptTitle')}
      size="small"
      style={{ position: 'fixed', right: 24, bottom: 24, width: 340, zIndex: 900, boxShadow: '0 6px 24px rgba(0,0,0,.15)' }}
      title={
        <Space>
          <CommentOutlined />
          {t('feedback.promptTitle')}
        </Space>
      }
    >
      <Typography.Paragraph>{t('feedback.promptText')}</Typography.Paragraph>
      <Space wrap>
        <Button
          type="primary"
          onClick={() => {
            postpone();
            navigate('/survey');
          }}
        >
          {t('feedback.take')}
        </Button>
        <Button onClick={postpone}>{t('feedback.later')}</Button>
        <Button type="link" onClick={never}>
          {t('feedback.never')}
        </Button>
      </Space>
    </Card>
  );
}
