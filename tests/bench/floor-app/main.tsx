/**
 * The bench's bare app (never shipped): React 19 + Mantine + TanStack Router + Query, one route rendering a
 * login form, and a minimal service worker. The floor the real app's load figures are divided by.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Container, MantineProvider, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function LoginPage() {
  return (
    <Container size={420} my={40}>
      <Title order={2}>Sign in</Title>
      <Paper withBorder p="lg" mt="md" component="form" onSubmit={(e) => e.preventDefault()}>
        <Stack>
          <TextInput label="Email" type="email" autoComplete="username" required />
          <PasswordInput label="Password" autoComplete="current-password" required />
          <Button type="submit">Sign in</Button>
        </Stack>
      </Paper>
    </Container>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account/login', component: LoginPage });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LoginPage });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute, loginRoute]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/push.js', { scope: '/', type: 'module' }), {
    once: true,
  });
}
