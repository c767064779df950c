import { AnchorLink } from './AnchorLink.tsx';
import { Alert, Anchor, Avatar, Badge, Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { responsiveImage } from '../../../../common/image-url.ts';
import { signOut } from '../../../lib/auth/sign-out.ts';
import { currentUserQuery, type User } from '../../../lib/auth/user.ts';
import { updateProfile } from '../api/profile.ts';
import { sendVerificationEmail } from '../api/register.ts';
import { imageFileToDataUrl } from './avatar.ts';
import { applyServerErrors, validateEmail } from './form-errors.ts';

export function SettingsPage() {
  // Always refetch here: a persisted copy may predate the last save, and the form must start from the server's.
  const { data: user } = useSuspenseQuery({ ...currentUserQuery, refetchOnMount: 'always' });
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between">
        <Title order={2}>Settings</Title>
        <Button variant="default" onClick={() => signOut(navigate)}>
          Log out
        </Button>
      </Group>
      <ProfileForm user={user} />
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Security
          </Title>
          <Group justify="space-between">
            <Text>Password</Text>
            <AnchorLink to="/settings/change-password">Change password</AnchorLink>
          </Group>
          <Group justify="space-between">
            <Group gap="xs">
              <Text>Two-factor authentication</Text>
              <Badge color={user.twoFactorEnabled ? 'green' : 'gray'} variant="light">
                {user.twoFactorEnabled ? 'On' : 'Off'}
              </Badge>
            </Group>
            <AnchorLink to="/settings/setup-authenticator">
              {user.twoFactorEnabled ? 'Set up a new authenticator app' : 'Set up authenticator app'}
            </AnchorLink>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Re-initialise the form when the saved profile changes (e.g. fresh data replaces a cached copy). */
/** The avatar at 72 px: a drive file through the image service (1x/2x), a data: or https picture as it is. */
function avatarImage(value: string) {
  if (!value) return { src: null };
  const { src, srcSet } = responsiveImage(value, { width: 72, height: 72 });
  return { src, ...(srcSet ? { imageProps: { srcSet } } : {}) };
}

const profileVersion = (u: User) => [u.id, u.firstName, u.lastName, u.username, u.email, u.avatar?.length ?? 0].join('|');

const profileValues = (u: User) => ({
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  username: u.username ?? '',
  email: u.email,
  avatar: u.avatar ?? '',
});

function ProfileForm({ user }: { user: User }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [verifyMsg, setVerifyMsg] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: profileValues(user),
    validate: { email: validateEmail },
  });
  // When fresher data replaces a cached copy, start from it (unless the person is already editing).
  const version = profileVersion(user);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-initialise only when the saved profile changes
  useEffect(() => {
    if (form.isDirty()) return;
    const values = profileValues(user);
    form.setInitialValues(values);
    form.setValues(values);
  }, [version]);

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    setSaved(null);
    try {
      const updated = await updateProfile({
        firstName: values.firstName.trim() || null,
        lastName: values.lastName.trim() || null,
        username: values.username.trim() || null,
        email: values.email.trim(),
        avatar: values.avatar || null,
      });
      qc.setQueryData(currentUserQuery.queryKey, updated);
      form.resetDirty();
      const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
      setSaved(emailChanged ? 'Your profile is saved. Check your inbox to verify your new email address.' : 'Your profile is saved.');
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  async function pickAvatar(file: File | null) {
    if (!file) return;
    try {
      form.setFieldValue('avatar', await imageFileToDataUrl(file));
      form.setFieldError('avatar', null);
    } catch (err) {
      form.setFieldError('avatar', (err as Error).message);
    }
  }

  async function resend() {
    setVerifyMsg(null);
    try {
      setVerifyMsg((await sendVerificationEmail()).message);
    } catch (err) {
      setVerifyMsg(applyServerErrors(null, err));
    }
  }

  const initials = `${form.values.firstName[0] ?? ''}${form.values.lastName[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase();
  return (
    <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          Profile
        </Title>
        {saved && (
          <Alert color="green" role="status">
            {saved}
          </Alert>
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group>
          <Avatar {...avatarImage(form.values.avatar)} size={72} radius="xl" alt="Your avatar">
            {initials}
          </Avatar>
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton onChange={pickAvatar} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button variant="light" size="xs" {...props}>
                    Upload picture
                  </Button>
                )}
              </FileButton>
              {form.values.avatar && (
                <Button variant="subtle" size="xs" color="red" onClick={() => form.setFieldValue('avatar', '')}>
                  Remove
                </Button>
              )}
            </Group>
            {form.errors.avatar && (
              <Text size="xs" c="red">
                {form.errors.avatar}
              </Text>
            )}
          </Stack>
        </Group>
        <Group grow>
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Username" autoComplete="nickname" {...form.getInputProps('username')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          description={
            user.emailVerified ? (
              'Verified'
            ) : (
              <>
                Not verified.{' '}
                <Anchor component="button" type="button" size="xs" onClick={resend}>
                  Send verification email
                </Anchor>
                {verifyMsg ? ` ${verifyMsg}` : ''}
              </>
            )
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
