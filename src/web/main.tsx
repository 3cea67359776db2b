import { StrictMode } from 'react';
import { MEDIA_META_NAME, setMediaBase } from '../domain/media';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { createI18n, loadCatalogue } from './lib/i18n';
import { applyDocumentLang, langFromDocument } from './lib/use-lang';
import './styles.css';

setMediaBase(document.querySelector(`meta[name="${MEDIA_META_NAME}"]`)?.getAttribute('content'));

const lang = langFromDocument();
const i18n = createI18n(lang, lang === 'en' ? undefined : await loadCatalogue(lang));
applyDocumentLang(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
