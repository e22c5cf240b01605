import { z } from 'zod';

/**
 * Default validation messages are i18n keys, so both sides show them in the user's
 * language: a missing value is `field.fillRequired`, anything else `field.invalid`.
 * A schema's own message (always a key too) wins over these.
 */
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'field.fillRequired' : 'field.invalid'),
});
