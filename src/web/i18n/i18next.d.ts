// Typed keys: t('topBar.openMenu') is checked against the English catalogue.
import 'i18next';
import type { English } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: English; domain: Record<string, string> };
  }
}
