// i18next's typing of our keys: `t('lobby.nope')` or a missing `{{name}}` is a type error.
import 'i18next';
import type { en } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    strictKeyChecks: true;
    strictInterpolationChecks: true;
  }
}
