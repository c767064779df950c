/** Editors' calls: write and publish tutorials and FAQs, move FAQ groups. Each refreshes the help lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlogBlogsByBlogId } from '../../../lib/api/generated/ops/deleteBlogBlogsByBlogId.ts';
import { deleteFaqsByFaqId } from '../../../lib/api/generated/ops/deleteFaqsByFaqId.ts';
import { patchBlogBlogsByBlogId } from '../../../lib/api/generated/ops/patchBlogBlogsByBlogId.ts';
import { patchFaqsByFaqId } from '../../../lib/api/generated/ops/patchFaqsByFaqId.ts';
import { patchFaqsGroupsByFaqGroupId } from '../../../lib/api/generated/ops/patchFaqsGroupsByFaqGroupId.ts';
import { postBlogBlogs } from '../../../lib/api/generated/ops/postBlogBlogs.ts';
import { postFaqs } from '../../../lib/api/generated/ops/postFaqs.ts';
import { postFaqsGroups } from '../../../lib/api/generated/ops/postFaqsGroups.ts';
import type { BodyOf } from '../../../lib/api/call.ts';
import { helpKeys } from './keys.ts';
import type { FaqGroup } from './types.ts';

export type TutorialInput = BodyOf<'/v1/blog/blogs', 'post'>;
export type FaqInput = BodyOf<'/v1/faqs', 'post'>;

function useInvalidate(projectId: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: helpKeys.all(projectId) });
}

export function useSaveTutorial(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TutorialInput }) =>
      id
        ? patchBlogBlogsByBlogId({ path: { blogId: id }, query: { project: projectId }, body })
        : postBlogBlogs({ query: { project: projectId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTutorial(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteBlogBlogsByBlogId({ path: { blogId: id }, query: { project: projectId } }),
    onSuccess: invalidate,
  });
}

export function useSaveFaq(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FaqInput }) =>
      id
        ? patchFaqsByFaqId({ path: { faqId: id }, query: { project: projectId }, body })
        : postFaqs({ query: { project: projectId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteFaq(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteFaqsByFaqId({ path: { faqId: id }, query: { project: projectId } }),
    onSuccess: invalidate,
  });
}

export function useCreateGroup(projectId: string) {
  const invalidate = useInvalidate(projectId);
  return useMutation({
    mutationFn: (name: string) => postFaqsGroups({ query: { project: projectId }, body: { name } }),
    onSuccess: invalidate,
  });
}

/** Move a group to a place (0 = first); the list shows the new order at once and rolls back on failure. */
export function useMoveGroup(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      patchFaqsGroupsByFaqGroupId({ path: { faqGroupId: id }, query: { project: projectId }, body: { position } }),
    onMutate: async ({ id, position }) => {
      await qc.cancelQueries({ queryKey: helpKeys.groups(projectId) });
      const before = qc.getQueryData<FaqGroup[]>(helpKeys.groups(projectId));
      if (before) {
        const moving = before.find((g) => g.id === id);
        const rest = before.filter((g) => g.id !== id);
        if (moving) rest.splice(position, 0, moving);
        qc.setQueryData(helpKeys.groups(projectId), rest);
      }
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before && qc.setQueryData(helpKeys.groups(projectId), ctx.before),
    onSettled: () => qc.invalidateQueries({ queryKey: helpKeys.groups(projectId) }),
  });
}
