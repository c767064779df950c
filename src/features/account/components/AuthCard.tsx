import { Alert, Center, Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The centred card of the blank-layout account pages. */
export function AuthCard(props: {
  title: string;
  children: ReactNode;
  error?: string | null;
  notice?: string | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  footer?: ReactNode;
}) {
  const formProps = props.onSubmit ? { component: 'form' as const, onSubmit: props.onSubmit, noValidate: true } : {};
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440} {...formProps}>
        <Stack>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.notice && (
            <Alert color="green" role="status">
              {props.notice}
            </Alert>
          )}
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
          {props.footer}
        </Stack>
      </Paper>
    </Center>
  );
}
