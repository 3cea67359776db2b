import { StrictMode } from 'react';
import { MEDIA_META_NAME, setMediaBase } from '../domain/media';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

setMediaBase(document.querySelector(`meta[name="${MEDIA_META_NAME}"]`)?.getAttribute('content'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
