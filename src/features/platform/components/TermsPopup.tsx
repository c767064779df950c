/**
 * The terms popup (spec 000 §2, §4): shown when the user's signed terms lack the current id and version;
 * cannot be closed; Accept stays disabled until the box is ticked; last updated as DD/MM/YYYY; max width
 * 900 px. Accepting records the signature locally and nudges the outcome.
 */
import { Box, Button, Checkbox, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { currentUserQuery, type User } from '../../../lib/auth/user.ts';
import { nudge } from '../../../lib/messages/messages.ts';
import { activeTermsQuery, formatTermsDate, needsTerms, signTerms } from '../../../lib/platform/terms.ts';
import { activeProjectIdAtom } from '../../../lib/projects/active-project.ts';

export const TERMS_MAX_WIDTH = 900;
export const TERMS_CHECKBOX_LABEL = 'I have read and agree to the terms and conditions';
export const TERMS_ACCEPTED = 'Terms and conditions accepted';
export const TERMS_FAILED = 'Failed to accept terms';

export function TermsPopup() {
  const qc = useQueryClient();
  // Read from the cache only: the root guard loads the user on routes that need one (public pages never ask).
  const user = useQuery({ ...currentUserQuery, enabled: false }).data ?? null;
  const projectId = useAtomValue(activeProjectIdAtom);
  const terms = useQuery({ ...activeTermsQuery(projectId), enabled: !!user }).data ?? null;
  const [agreed, setAgreed] = useState(false);
  const accept = useMutation({
    mutationFn: () => signTerms(terms!.id, projectId),
    onSuccess: (sig) => {
      qc.setQueryData<User | null>(currentUserQuery.queryKey, (u) =>
        u ? { ...u, signedPlatformTermsLogs: [...u.signedPlatformTermsLogs, sig] } : u,
      );
      nudge(TERMS_ACCEPTED, 'success');
    },
    onError: () => nudge(TERMS_FAILED, 'danger'),
  });
  const open = !!user && needsTerms(terms, user.signedPlatformTermsLogs);
  if (!open || !terms) return null;
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size={TERMS_MAX_WIDTH}
      overlayProps={{ blur: 3 }}
      title={terms.title}
      centered
      styles={{ title: { fontWeight: 700, fontSize: '1.15rem' } }}
    >
      <Text size="sm" c="gray.7" mb="sm">
        Last updated {formatTermsDate(terms.updatedAt)}
      </Text>
      <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised by the server (allow-listed tags, safe links only) */}
        <Box className="sf-terms-content" fz="sm" dangerouslySetInnerHTML={{ __html: terms.content }} />
      </ScrollArea.Autosize>
      <Group justify="space-between" mt="lg" wrap="wrap">
        <Checkbox label={TERMS_CHECKBOX_LABEL} checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <Button disabled={!agreed} loading={accept.isPending} onClick={() => accept.mutate()}>
          Accept
        </Button>
      </Group>
    </Modal>
  );
}
