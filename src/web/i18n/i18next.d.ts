// Typed keys: t('topBar.openMenu') is checked against the English catalogue.
import 'i18next';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; domain: Record<string, string> };
  }
}
