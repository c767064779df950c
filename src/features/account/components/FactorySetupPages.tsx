/**
 * First-run setup under /auth (blank, no user or project needed): an account, then a factory project, then
 * connecting the factory's devices through the device flow (/device).
 */
import { Button, Code, List, Loader, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { createFactoryProject } from '../api/device.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors } from './form-errors.ts';

export function SetupPage() {
  const { data: user, isPending } = useQuery(currentUserQuery);
  if (isPending) return <AuthCard title="Set up your factory">{<Loader aria-label="Loading" />}</AuthCard>;
  return (
    <AuthCard title="Set up your factory">
      <Text>Three steps: your account, your factory, and the devices on your shop floor.</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{user ? `Signed in as ${user.email}.` : 'Create an account, or sign in.'}</List.Item>
        <List.Item>Name your factory.</List.Item>
        <List.Item>Connect devices with the code each one shows.</List.Item>
      </List>
      {user ? (
        <Button component={Link} to="/auth/setup/factory">
          Continue
        </Button>
      ) : (
        <>
          <Button component={Link} to="/account/register">
            Create an account
          </Button>
          <AnchorLink to="/account/login" search={{ redirect: '/auth/setup/factory' }} size="sm">
            I already have an account
          </AnchorLink>
        </>
      )}
    </AuthCard>
  );
}

export function SetupFactoryPage() {
  const { data: user, isPending } = useQuery(currentUserQuery);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() ? null : 'Enter a name for your factory.') },
  });
  if (isPending) return <AuthCard title="Name your factory">{<Loader aria-label="Loading" />}</AuthCard>;
  if (!user) {
    return (
      <AuthCard title="Name your factory">
        <Text>Sign in first.</Text>
        <AnchorLink to="/account/login" search={{ redirect: '/auth/setup/factory' }}>
          Sign in
        </AnchorLink>
      </AuthCard>
    );
  }
  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const projectId = await createFactoryProject(values.name.trim());
      await navigate({ to: '/auth/setup/factory/$projectId/devices', params: { projectId } });
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthCard title="Name your factory" error={message} onSubmit={form.onSubmit(onSubmit)}>
      <TextInput label="Factory name" required {...form.getInputProps('name')} />
      <Button type="submit" loading={busy}>
        Create factory
      </Button>
    </AuthCard>
  );
}

export function FactoryDevicesPage({ projectId }: { projectId: string }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <AuthCard title="Connect your devices">
      <Text>For each device on your shop floor:</Text>
      <List type="ordered" spacing="xs">
        <List.Item>Start “Connect to Shopfloor” on the device. It shows an 8-letter code.</List.Item>
        <List.Item>
          Open <Code>{`${origin}/device`}</Code> here or on your phone and enter the code.
        </List.Item>
        <List.Item>Approve the device. It connects within a few seconds.</List.Item>
      </List>
      <Button component={Link} to="/device">
        Enter a device code
      </Button>
      <AnchorLink to="/dashboard" search={{ project: projectId } as never} size="sm">
        Go to the dashboard
      </AnchorLink>
    </AuthCard>
  );
}
