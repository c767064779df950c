import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

const FILE_NAME = 'shopfloor-recovery-codes.txt';

function download(codes: string[]) {
  const text = [
    'Shopfloor two-factor recovery codes',
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = FILE_NAME;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Freshly issued recovery codes, shown once, with copy and download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Stack data-testid="recovery-codes">
      <Alert color="yellow" title="Save your recovery codes now">
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. They are shown only this once:
        store them somewhere safe, such as a password manager.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Code style={{ fontSize: 'var(--mantine-font-size-md)', letterSpacing: 1 }}>{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => download(codes)}>
          Download codes
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Generating new codes makes these stop working.
      </Text>
    </Stack>
  );
}
