import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePost, ReplyInput, ReportInput } from '@domain/forum/schemas';
import { trackEvent } from '@client/shared/lib/track-event';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';
import { useToast } from '@client/ui/toast';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText } from '@client/shared/i18n/error-text';
import type { AreaKey } from '@client/shared/i18n/messages';

/** Shows the server's message (429 limits, 403 bans, …) in a toast. */
function useErrorToast(titleKey: AreaKey<'forum'>) {
  const toast = useToast();
  const t = useT('forum');
  return (error: Error) =>
    toast({
      tone: 'error',
      title: t(titleKey),
      description: error instanceof ApiError && error.status !== 0 ? errorText(t, error) : t('forum.checkConnection'),
    });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePost) => readJson(api.forum.posts.$post({ json: input })),
    onSuccess: () => {
      trackEvent('post_created');
      return queryClient.invalidateQueries({ queryKey: queryKeys.forum.lists });
    },
  });
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePost) => readJson(api.forum.posts[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.all }),
  });
}

export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.forum.posts[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.lists }),
    onError: useErrorToast('forum.deletePostFailed'),
  });
}

export function useCreateReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => readJson(api.forum.posts[':id'].replies.$post({ param: { id: postId }, json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.forum.post(postId) }),
      ]),
  });
}

export function useUpdateReply(postId: string, replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => readJson(api.forum.replies[':id'].$patch({ param: { id: replyId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) }),
  });
}

export function useDeleteReply(postId: string, replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.forum.replies[':id'].$delete({ param: { id: replyId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.forum.post(postId) }),
      ]),
    onError: useErrorToast('forum.deleteReplyFailed'),
  });
}

/** Upvote or take it back, on a post or a reply. */
export function useVote(target: { type: 'post' | 'reply'; id: string; postId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voted: boolean) =>
      readJson(
        target.type === 'post'
          ? api.forum.posts[':id'].vote.$put({ param: { id: target.id }, json: { voted } })
          : api.forum.replies[':id'].vote.$put({ param: { id: target.id }, json: { voted } }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: target.type === 'post' ? queryKeys.forum.post(target.postId) : queryKeys.forum.replies(target.postId),
      }),
    onError: useErrorToast('forum.voteFailed'),
  });
}

export function useMarkHelpful(postId: string, replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => readJson(api.forum.replies[':id'].helpful.$put({ param: { id: replyId }, json: { helpful } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) }),
    onError: useErrorToast('forum.helpfulFailed'),
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => readJson(api.forum.reports.$post({ json: input })),
  });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      readJson(
        blocked ? api.forum.blocks[':userId'].$put({ param: { userId } }) : api.forum.blocks[':userId'].$delete({ param: { userId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forum.all }),
    onError: useErrorToast('forum.blockFailed'),
  });
}
