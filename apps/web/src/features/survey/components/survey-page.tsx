import { Button, Card, Input, Rate, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { sessionStore } from '../../session/index.ts';
import { patchGeneralFeedback } from '../api/feedback.ts';

/** /survey and /survey/:id (plain layout): a rating and a comment. */
export function SurveyPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const fieldId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const submit = async () => {
    if (!rating) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      const r = await patchGeneralFeedback({ rating, comment: comment.trim() || undefined, survey_id: id ? Number(id) : undefined });
      sessionStore.patchUser({ generalFeedbackDate: r?.general_feedback_date ?? new Date().toISOString() });
      toast(0, t('feedback.thanks'));
      navigate('/', { replace: true });
    } catch (e) {
      toast(1, isApiError(e) ? e.message : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={3}>{id ? t('feedback.surveyNumber', { id }) : t('feedback.surveyTitle')}</Typography.Title>
        <div style={{ display: 'grid', gap: 16 }}>
          <div>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('feedback.rating')}</Typography.Paragraph>
            <Rate
              value={rating}
              onChange={(v) => {
                setRating(v);
                setError(false);
              }}
              style={{ fontSize: 28 }}
            />
            {error && <div className="field-error">{t('field.fillRequired')}</div>}
          </div>
          <div style={{ display: 'grid', gap: 4 }}>
            <label htmlFor={fieldId}>{t('feedback.comment')}</label>
            <Input.TextArea id={fieldId} rows={4} maxLength={2000} showCount value={comment} onChange={(e) => setComment(e.target.value)} />
          </div>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Link to="/">
              <Button>{t('common.cancel')}</Button>
            </Link>
            <Button type="primary" loading={busy} onClick={() => void submit()}>
              {t('feedback.submit')}
            </Button>
          </div>
        </div>
      </Card>
    </main>
  );
}
