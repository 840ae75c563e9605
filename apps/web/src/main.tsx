import '@/lib/zod-no-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
